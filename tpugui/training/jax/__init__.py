"""Everything of JAX's in one package, under the file names each framework's package uses
(Keras 3's ``backend/<name>/`` is the model): :mod:`build` (the model, optimizer, schedule and
jitted step, built once for training, the LR range test and the batch finder), :mod:`backend`
(the trainer), :mod:`models`, :mod:`objectives`, :mod:`flops`, :mod:`compile` (compile
events), :mod:`profiler`, :mod:`tuning` (the batch finder's compile and the LR range test's
steps), :mod:`cluster` (processes and pods), :mod:`checkpoints`, :mod:`export` and
:mod:`restore`. jax, optax and orbax are imported inside the functions; the backend's
descriptor (:mod:`tpugui.backends.jax`) names these modules' ``module:function`` hooks."""

"""Everything of TensorFlow's / Keras's in one package, under the file names each framework's
package uses (Keras 3's ``backend/<name>/`` is the model): :mod:`build` (the optimizer, the
loss and the compiled model: built once for training and the LR range test), :mod:`backend`
(the trainer: ``model.fit`` driving the run's callbacks), :mod:`devices` (the tf.distribute
strategy a job's device gets), :mod:`models`, :mod:`objectives`, :mod:`flops`, :mod:`compile`
(compile events: tf.function traces), :mod:`profiler`, :mod:`tuning` (the LR range test's
steps), :mod:`cluster` (several workers: ``TF_CONFIG`` and Keras under
MultiWorkerMirroredStrategy), :mod:`checkpoints`, :mod:`input_wait` (the input-wait timers of
``fit``), :mod:`export` and :mod:`restore`. TensorFlow and Keras are imported inside the
functions; the backend's descriptor (:mod:`tpugui.backends.tensorflow`) names these modules'
``module:function`` hooks."""

"""Everything of torch's and PyTorch/XLA's training in one package, under the file names each
framework's package uses (Keras 3's ``backend/<name>/`` is the model): :mod:`build` (the
optimizer and the autocast context), :mod:`backend` (the trainer: one loop on CPU, CUDA, MPS
and XLA), :mod:`devices` (where a run trains and how its processes agree), :mod:`data` (the
DataLoader), :mod:`models`, :mod:`objectives`, :mod:`flops`, :mod:`compile` (compile events:
XLA's metrics, torch.compile's), :mod:`profiler`, :mod:`tuning` (the LR range test's steps),
:mod:`cluster` (each process's ``torchrun`` environment), :mod:`checkpoints`, :mod:`export` and
:mod:`restore`; and PyTorch/XLA's launch, one process per TPU device: :mod:`xla_launch` (the
plan and the parent: the descriptor's ``launcher``) and :mod:`xla_worker` (each process). torch
and torch_xla are imported inside the functions; the backends' descriptors
(:mod:`tpugui.backends.torch`, :mod:`tpugui.backends.torch_xla`) name these modules'
``module:function`` hooks."""

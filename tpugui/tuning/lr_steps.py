"""The learning-rate range test's steps, as each backend's ``lr_steps`` hook gives them: the
job's model, loss, optimizer and input, trained one step per learning rate of ``lrs`` (set
before each step), returning the loss of each step (NaN once it is not finite; the test stops
there). The job's schedule, clipping aside, is replaced by the ramp; the step is computed in
float32. Run inside a trial's child process. Each framework's are in its package:
:mod:`tpugui.training.jax.tuning`, :mod:`tpugui.training.tensorflow.tuning` and
:mod:`tpugui.training.torch.tuning`.
"""

"""Tuning the whole job (Qt-free): the batch size that fits and the learning rate.

One module a job: :mod:`oom` reads the frameworks' out-of-memory messages, :mod:`batch_plan`
chooses the candidates, the pick and the scaled learning rate (pure), :mod:`trials` runs one
trial in a fresh child process (:mod:`child`), :mod:`batch_fit` drives the batch search,
:mod:`lr_range` the learning-rate range test (:mod:`lr_steps`: the ramp in each framework).
Frameworks are imported only inside the child's functions.
"""

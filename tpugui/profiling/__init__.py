"""A profile on demand, read: ask a running run for one (:mod:`~tpugui.profiling.request`),
and what it says (:mod:`~tpugui.profiling.analyze`). The capture itself is the run's
(:mod:`tpugui.training.profile_capture`). Qt-free; no framework is imported."""

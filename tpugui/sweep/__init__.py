"""Sweeps (Qt-free): an Optuna study whose trials are ordinary tpugui runs.

:mod:`space` reads and checks ``[sweep.space]`` against the schema and makes each trial's job;
:mod:`storage` says where the study lives (a journal file in the run store, or a database URL)
and keeps one parent per study; :mod:`driver` asks, starts, follows, prunes, tells and resumes.
Optuna and the frameworks are imported only inside the functions that need them.
"""

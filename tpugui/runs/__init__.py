"""The run reader: what a run left behind, read back (never imports the run producer).

- ``store``: run folders — naming, listing, summaries, names/notes/tags a person adds;
- ``model``: one run's data as the window's plots and tables read it (local or remote);
- ``cache``: the columnar cache of a run's metrics (history at 1M-step scale);
- ``series``: numpy series with smoothing and decimation;
- ``live``: the monitor's device samples and input wait, read from the events.

The producer (``tpugui.training``: the engine and its backends) writes runs and may import
this package; this package never imports it (a test keeps it so: tests/test_layers.py).
"""

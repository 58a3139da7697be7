"""A trained run's model, kept and used: restore it, read new examples as training did, export
it in its framework's own formats, predict.

* :mod:`restore` — a run folder (or run id) -> its checkpoint, the model rebuilt and its weights
  loaded, ``forward(x) -> logits``;
* :mod:`reading` — raw files (table rows, images, a folder, an npz) -> the model's input, through
  the source's reader and the map stage exactly as training did;
* :mod:`export` — ``RUN/export/``: Keras ``.keras`` + SavedModel, torch ``torch.export`` program
  + state_dict, JAX orbax parameters + a ``jax.export`` program, and ``model.json``;
* :mod:`predict` — one reading per example (``tpugui.tasks.predictions``).

Qt-free; the frameworks are imported inside the functions.
"""

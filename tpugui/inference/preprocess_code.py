"""``preprocess.py`` of an export: raw table rows or image files -> the exported model's input,
in a module of its own (numpy only; Pillow for image files), without tpugui.

:func:`source` writes the module from what the run recorded (``inputs.json``: a table's fitted
plan, the raw range, the map stage) and the job (the CSV reader's keys, an images run's size): the
numbers go in as literals, the code is the same for every run. It does what ``tpugui predict``
does (:mod:`tpugui.inference.reading`): a table's numbers standardised with the training rows'
mean and spread (a missing one the mean), its text columns one-hot (slot 0 a value the training
rows lacked, or none); images decoded with the channels trained on, resized bilinearly to an
images run's size (another run's images of another size area-resized to the model's when its map
stage does not resize), brought from 0-255 to the training range; then the map stage (resize,
``unit``, ``standardize``) and the model's layout (NCHW for torch). ``postprocess(logits)`` gives
the probabilities (softmax, sigmoid) or a regression's value on the target's scale.
"""

from __future__ import annotations

from typing import Any

__all__ = ["FILE", "source"]

#: its name in the export folder
FILE = "preprocess.py"

#: model.json's "how_to_load" line for it
HOW_TO_LOAD = "import preprocess; x = preprocess.preprocess_csv('rows.csv')  # or _rows, _images"


def source(info: dict[str, Any], job: Any, family: str, form: Any, image_size: Any) -> str:
    """The text of ``preprocess.py`` for a run (``info``: its inputs.json; ``family``: the
    framework that trained it; ``form``: its export Format, whose files and loading lines the
    examples show; ``image_size``: the size an images run decodes to, else None)."""
    plan = info.get("plan")
    table = bool(plan)
    h, w, c = (tuple(int(d) for d in info["input_shape"]) + (1, 1, 1))[:3]
    task = str(info.get("task") or job.model.task)
    constants = {
        "SOURCE": job.data.source,
        "TASK": task,
        "LAYOUT": "NCHW" if family == "torch" else "NHWC",
        "INPUT_SHAPE": [h, w, c],
        "VALUE_MAX": float(info.get("value_max", 1.0) or 1.0),
        "MAP_RESIZE": [int(d) for d in (info.get("resize") or [0, 0])[:2]],
        "NORMALIZE": str(info.get("normalize") or "none"),
        "IMAGE_SIZE": [int(d) for d in image_size] if image_size else None,
        "CLASS_NAMES": info.get("class_names"),
        "ACTIVATION": {"classification": "softmax", "multilabel": "sigmoid"}.get(task, "none"),
        "TARGET": [float(v) for v in plan["target"][0]] if table and plan.get("target") else None,
        "FEATURES": (
            [[name, kind, list(stats)] for name, kind, stats in plan["features"]] if table else None
        ),
        "LABEL": plan["label"] if table else None,
        "CSV_DELIMITER": job.data.delimiter if table else ",",
        "CSV_HEADER": bool(job.data.header) if table else True,
        "CSV_SKIP_ROWS": int(job.data.skip_rows) if table else 0,
    }
    consts = "".join(f"{k} = {v!r}\n" for k, v in constants.items())  # Python literals
    return _docstring(table, family, form) + _HEAD + consts + _BODY


def _docstring(table: bool, family: str, form: Any) -> str:
    what = (
        "raw table rows (dicts keyed by the column names, or a CSV file read as training read "
        "its files)"
        if table
        else "PNG/JPEG files (Pillow reads them) or raw arrays on the training data's scale"
    )
    first = (
        "x = preprocess.preprocess_csv('rows.csv')  # or preprocess_rows([{'col': 1.0, ...}])"
        if table
        else "x = preprocess.preprocess_images(['a.png', 'b.jpg'])"
    )
    examples = []
    for key, name in form.files.items():  # each file with its framework's own loading line
        line = form.how_to_load.get(key, "")
        if not line or "(x)" not in line and ", x)" not in line:
            continue  # a file that is not called on x (a checkpoint's parameters)
        *before, last = line.split("; ")  # the statement that gives the logits comes last
        examples += [f"{name}::", "", f"    import numpy as np, preprocess; {form.imports}"]
        examples += [f"    {first}", *(f"    {b}" for b in before), f"    logits = {last}"]
        examples += ["    print(preprocess.postprocess(np.asarray(logits)))", ""]
    funcs = (
        "preprocess_rows(rows), preprocess_csv(path)"
        if table
        else "preprocess_images(paths), preprocess_array(x)"
    )
    return (
        '"""The input of the model in this folder, made from ' + what + ".\n\n"
        f"{funcs} give ``x`` exactly as the model takes it "
        f"({'NCHW' if family == 'torch' else 'NHWC'} float32), preprocessed\n"
        "as its training run preprocessed its data (as ``tpugui predict`` does). "
        "postprocess(logits) gives\nprobabilities (softmax / sigmoid) or a regression's value "
        "on the target's scale.\n\n"
        "Written by ``tpugui export`` with the run's fitted values; needs numpy only"
        + ("" if table else " (and Pillow to\nread image files)")
        + ". Import it from this folder (or put the folder on sys.path).\n\n"
        + "\n".join(examples)
        + '"""\n\n'
    )


_HEAD = "from __future__ import annotations\n\nimport csv\n\nimport numpy as np\n\n"

_BODY = r'''
#: what pyarrow's CSV reader (tpugui's) takes for a missing value
NULLS = frozenset(
    ["", "#N/A", "#N/A N/A", "#NA", "-1.#IND", "-1.#QNAN", "-NaN", "-nan", "1.#IND", "1.#QNAN",
     "N/A", "NA", "NULL", "NaN", "n/a", "nan", "null"]
)


def _missing(v):
    if v is None:
        return True
    if isinstance(v, str):
        return v in NULLS
    return isinstance(v, float) and v != v


def _number(v, column, row):
    if _missing(v):
        return float("nan")
    try:
        return float(v)
    except (TypeError, ValueError):
        raise ValueError(f"row {row}: {v!r} in column {column!r}, which the model reads as numbers") from None


def _category(v, numeric):
    if _missing(v):
        return None
    if numeric or not isinstance(v, str):
        return f"{float(v):g}"
    return v


def _is_number(v):
    try:
        float(v)
    except (TypeError, ValueError):
        return False
    return True


def encode_columns(columns):
    """{column name: list of raw values} -> (rows, width) float32: numbers standardised, text
    one-hot, in the order and width the model reads."""
    missing = [name for name, _kind, _stats in FEATURES if name not in columns]
    if missing:
        raise KeyError(f"no column {', '.join(map(repr, missing))}; the model reads "
                       f"{', '.join(name for name, _k, _s in FEATURES)}")
    rows = len(columns[FEATURES[0][0]]) if FEATURES else 0
    widths = [1 if kind == "number" else len(stats) + 1 for _name, kind, stats in FEATURES]
    x = np.zeros((rows, sum(widths)), dtype=np.float32)
    at = 0
    for (name, kind, stats), width in zip(FEATURES, widths):
        values = columns[name]
        if kind == "number":
            mean, std = stats
            v = np.array([_number(a, name, i) for i, a in enumerate(values)], dtype=np.float64)
            x[:, at] = (np.where(np.isnan(v), mean, v) - mean) / std
        else:  # one-hot; slot 0 is a value the training rows lack, or none
            numeric = all(_missing(a) or _is_number(a) for a in values)
            index = {s: i + 1 for i, s in enumerate(stats)}
            codes = [index.get(_category(a, numeric), 0) for a in values]
            x[np.arange(rows), at + np.asarray(codes, dtype=np.int64)] = 1.0
        at += width
    return x


def preprocess_rows(rows):
    """Raw table rows (dicts keyed by the column names; the label may be absent) -> x."""
    rows = list(rows)
    columns = {name: [r.get(name) for r in rows] for name, _kind, _stats in FEATURES}
    for name in columns:
        if rows and all(name not in r for r in rows):
            raise KeyError(f"no column {name!r}; the model reads "
                           f"{', '.join(n for n, _k, _s in FEATURES)}")
    return _model_input(encode_columns(columns)[:, None, :, None])


def read_csv(path):
    """A CSV file as training read its files -> list of row dicts (columns f0, f1, ... without
    a header)."""
    with open(path, newline="", encoding="utf-8") as f:
        lines = list(csv.reader(f, delimiter=CSV_DELIMITER))[CSV_SKIP_ROWS:]
    lines = [line for line in lines if line]
    if not lines:
        return []
    if CSV_HEADER:
        names, lines = lines[0], lines[1:]
    else:
        names = [f"f{i}" for i in range(len(lines[0]))]
    for n, line in enumerate(lines):
        if len(line) != len(names):
            raise ValueError(f"{path} row {n + 1} has {len(line)} values where the header has {len(names)}")
    return [dict(zip(names, line)) for line in lines]


def preprocess_csv(path):
    """The rows of a CSV file (``data.delimiter``, ``header``, ``skip_rows`` as in training) -> x."""
    return preprocess_rows(read_csv(path))


def _weights(n_in, n_out, kind):
    """(n_out, n_in): a bilinear (half-pixel centres) or area resize along one axis."""
    m = np.zeros((n_out, n_in), dtype=np.float64)
    scale = n_in / n_out
    for o in range(n_out):
        if kind == "area":
            lo, hi = o * scale, (o + 1) * scale
            for i in range(int(np.floor(lo)), min(int(np.ceil(hi)), n_in)):
                m[o, i] = max(0.0, min(i + 1, hi) - max(i, lo)) / scale
        else:
            src = (o + 0.5) * scale - 0.5
            f = np.floor(src)
            lower, upper, lerp = max(int(f), 0), min(int(np.ceil(src)), n_in - 1), src - f
            m[o, lower] += 1.0 - lerp
            m[o, upper] += lerp
    return m


def resize(x, h, w, kind="bilinear"):
    """(N, H, W, C) -> (N, h, w, C) float32, as TensorFlow's resize (bilinear or area)."""
    x = np.asarray(x, dtype=np.float32)
    if kind == "bilinear" and tuple(x.shape[1:3]) == (h, w):
        return x
    rows, cols = _weights(x.shape[1], h, kind), _weights(x.shape[2], w, kind)
    out = np.einsum("ai,nijc,bj->nabc", rows, x.astype(np.float64), cols)
    return out.astype(np.float32)


def _map_stage(x):
    x = np.asarray(x, dtype=np.float32)
    if MAP_RESIZE[0] > 0 and MAP_RESIZE[1] > 0:
        x = resize(x, MAP_RESIZE[0], MAP_RESIZE[1])
    if NORMALIZE == "unit":
        x = x / np.float32(VALUE_MAX)
    elif NORMALIZE == "standardize":  # per example, as tf.image.per_image_standardization
        flat = x.reshape(len(x), -1).astype(np.float64)
        adj = np.maximum(flat.std(axis=1, keepdims=True), 1.0 / np.sqrt(flat.shape[1]))
        x = ((flat - flat.mean(axis=1, keepdims=True)) / adj).reshape(x.shape)
    return x.astype(np.float32)


def _model_input(x):
    x = _map_stage(x)
    if LAYOUT == "NCHW":
        x = np.transpose(x, (0, 3, 1, 2))
    return np.ascontiguousarray(x, dtype=np.float32)


def preprocess_array(x):
    """Raw examples (N, H, W, C) on the training data's scale (0-VALUE_MAX) -> x."""
    return _model_input(x)


def load_image(path):
    """One PNG/JPEG as (H, W, C) float32 0-255 at the size the model reads (Pillow)."""
    from PIL import Image

    h, w, c = INPUT_SHAPE
    if c not in (1, 3):
        raise ValueError(f"the model reads {c} channels; an image has 1 or 3")
    with Image.open(path) as img:
        a = np.asarray(img.convert("L" if c == 1 else "RGB"), dtype=np.float32)
    a = a.reshape(a.shape[0], a.shape[1], c)[None]
    if IMAGE_SIZE is not None:
        a = resize(a, IMAGE_SIZE[0], IMAGE_SIZE[1])
    elif MAP_RESIZE == [0, 0] and tuple(a.shape[1:3]) != (h, w):
        a = resize(a, h, w, "area")
    return a[0]


def preprocess_images(paths):
    """PNG/JPEG files -> x: 0-255 brought to the training range (0-VALUE_MAX), then the map
    stage."""
    x = np.stack([load_image(p) for p in paths]).astype(np.float32)
    if VALUE_MAX != 255.0:
        x = x * (VALUE_MAX / 255.0)
    return _model_input(x)


def postprocess(logits):
    """The model's logits -> probabilities (softmax or sigmoid) or a regression's value."""
    z = np.asarray(logits, dtype=np.float64)
    if ACTIVATION == "softmax":
        e = np.exp(z - z.max(axis=1, keepdims=True))
        return e / e.sum(axis=1, keepdims=True)
    if ACTIVATION == "sigmoid":
        return 1.0 / (1.0 + np.exp(-z))
    if TARGET is not None:
        return z * TARGET[1] + TARGET[0]
    return z
'''

"""``tpugui notebook JOB.toml [-o FILE] [--target colab|tpu-vm|local]``: the job as a notebook.

The notebook is self-contained (tpugui is not needed to run it): a setup cell that installs
what the target lacks, an accelerator cell (Colab's TPU runtime and a Cloud TPU VM are both TPU
VMs: TensorFlow connects with ``TPUClusterResolver(tpu="local")``, PyTorch/XLA uses
``torch_xla.device()`` and ``torch_xla.sync()``, JAX lists ``jax.devices()``), the job's tf.data
pipeline (:func:`tpugui.pipeline.codegen.pipeline_code`, the same code the Pipeline page shows),
the job's network written out for its backend, and a training loop with the job's optimizer,
learning rate, epochs and steps. ``local`` runs where it is opened (CPU or GPU); tests execute
it headless with nbclient.

nbformat is imported inside :func:`build_notebook`; the module imports no framework.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from tpugui import __version__, backends, sources
from tpugui.job import Job
from tpugui.remote.frameworks import TPU_INSTALL
from tpugui.training import models as spec

TARGETS = ("local", "colab", "tpu-vm")


def backend_for(job: Job, target: str) -> str:
    """The framework the notebook trains with: on a TPU target, the backend whose TPU install
    its descriptor names (``tpu_via``: a torch job uses PyTorch/XLA)."""
    b = job.model.backend
    via = backends.get(b).tpu_via
    return via if via and target != "local" else b


# --- cells -----------------------------------------------------------------------------------


def _intro(job: Job, target: str, backend: str) -> str:
    where = {
        "local": "this machine (CPU, or a GPU when the framework sees one)",
        "colab": "Google Colab: choose **Runtime › Change runtime type › TPU** first "
        "(Colab's TPU runtime is a TPU VM)",
        "tpu-vm": "a Cloud TPU VM (run Jupyter there, or copy the cells into a script)",
    }[target]
    lines = [
        f"# {job.name}: training notebook",
        "",
        f"Written by tpugui {__version__} from the job `{job.name}`. Backend: **{backend}**; "
        f"model: **{job.model.architecture}**; target: {where}.",
        "",
        "The cells: setup, the accelerator, the tf.data input pipeline, the model, training.",
    ]
    if sources.get(job.data.source).path:
        lines += [
            "",
            f"The data is read from `{job.data.path}`: on another machine, copy it there or "
            "edit the path in the pipeline cell.",
        ]
    if backend == "tensorflow" and target != "local":
        lines += [
            "",
            "TensorFlow does not support TPU7x (JAX and PyTorch/XLA do). On a TPU VM, a runtime "
            "version `tpu-vm-tf-X.Y.Z-pjrt` has TensorFlow for TPUs installed.",
        ]
    return "\n".join(lines)


def _setup(job: Job, target: str, backend: str) -> str:
    tf_data = backends.TF_DATA
    need = ["numpy", tf_data]  # the input pipeline is tf.data, whatever trains
    need += [module for module, _ in sources.get(job.data.source).needs]
    out = [
        "# Setup: install only what this runtime lacks.",
        "import importlib.util",
        "import subprocess",
        "import sys",
        "",
        "",
        "def pip_install(*args):",
        '    subprocess.check_call([sys.executable, "-m", "pip", "install", "-q", *args])',
        "",
        "",
    ]
    if target != "local":
        args = ", ".join(repr(a) for a in TPU_INSTALL[backend])
        out += [
            f'if importlib.util.find_spec("{backends.get(backend).module}") is None:',
            f"    pip_install({args})",
        ]
        if backends.get(backend).module != tf_data:
            out += [
                f'if importlib.util.find_spec("{tf_data}") is None:  # tf.data reads the input',
                '    pip_install("tensorflow-cpu")',
            ]
    pip_names = {tf_data: tf_data, **dict(sources.get(job.data.source).needs)}
    for mod in need:
        if mod == "numpy":
            continue
        out += [
            f'if importlib.util.find_spec("{mod}") is None:',
            f'    pip_install("{pip_names.get(mod, mod)}")',
        ]
    if target == "local":
        for mod in backends.get(backend).notebook_needs:
            out += [f'if importlib.util.find_spec("{mod}") is None:', f'    pip_install("{mod}")']
    return "\n".join(out)


def _accelerator(job: Job, target: str, backend: str) -> str:
    precision = job.model.precision
    if backend == "tensorflow":
        out = ["import tensorflow as tf", "import keras", ""]
        if target == "local":
            out += [
                "strategy = tf.distribute.get_strategy()  # one device: the GPU if one is seen",
                'print("devices:", [d.name for d in tf.config.list_logical_devices()])',
            ]
        else:
            out += [
                "# A TPU VM (Colab's TPU runtime is one): the TPU is local to this machine.",
                'resolver = tf.distribute.cluster_resolver.TPUClusterResolver(tpu="local")',
                "tf.config.experimental_connect_to_cluster(resolver)",
                "tf.tpu.experimental.initialize_tpu_system(resolver)",
                "strategy = tf.distribute.TPUStrategy(resolver)",
                'print("TPU cores:", strategy.num_replicas_in_sync)',
            ]
        if precision != "float32":
            out += [f'keras.mixed_precision.set_global_policy("{precision}")']
        return "\n".join(out)
    if backends.get(backend).family == "torch":
        out = ["import torch", ""]
        if backends.get(backend).xla_device:
            out += [
                "# Google's Cloud TPU docs now recommend TorchTPU (pip install torch-tpu; a native",
                '# "tpu" device) for PyTorch on TPUs. This notebook trains with PyTorch/XLA: its',
                "# TorchTPU cells are not written, as no TPU was at hand to test them.",
                "try:",
                "    import torch_xla",
                "",
                "    device = torch_xla.device()  # the TPU (xla:0); CPU with PJRT_DEVICE=CPU",
                "    sync = torch_xla.sync  # cut the lazy graph: one compiled step",
                "except ImportError:",
                '    print("torch_xla is not installed: training on the CPU")',
                '    device = torch.device("cpu")',
                "",
                "    def sync():",
                "        pass",
            ]
        else:
            out += [
                'device = torch.device("cuda" if torch.cuda.is_available() else "cpu")',
                "",
                "",
                "def sync():",
                "    pass",
            ]
        out += ["", 'print("device:", device)']
        return "\n".join(out)
    # jax
    return "\n".join(
        [
            "import jax",
            "import jax.numpy as jnp",
            "import optax",
            "",
            'print("devices:", jax.devices())  # TpuDevice on a TPU VM, CpuDevice here',
        ]
    )


def _num_classes(job: Job) -> str:
    return sources.get(job.data.source).num_classes_code(job)


def _keras_model(job: Job) -> str:
    a = job.model.architecture
    out = [
        f"NUM_CLASSES = {_num_classes(job)}",
        "INPUT_SHAPE = tuple(train_ds.element_spec[0].shape[1:])",
        "",
        "",
        "def build_model(input_shape, num_classes):",
        '    inputs = keras.Input(shape=input_shape, name="image")',
    ]
    if a == "mlp":
        out += ["    x = keras.layers.Flatten()(inputs)"]
        for units in spec.MLP_UNITS:
            out += [f'    x = keras.layers.Dense({units}, activation="relu")(x)']
    elif a == "resnet":
        w = spec.RESNET_WIDTHS
        out += [
            f"    x = keras.layers.Conv2D({w[0]}, 3, padding='same', use_bias=False)(inputs)",
            "    x = keras.layers.ReLU()(keras.layers.BatchNormalization()(x))",
            f"    for width, stride in zip({list(w)}, {_strides_expr()}):",
            "        for s in (stride, 1):",
            "            y = keras.layers.Conv2D(width, 3, strides=s, padding='same', use_bias=False)(x)",
            "            y = keras.layers.ReLU()(keras.layers.BatchNormalization()(y))",
            "            y = keras.layers.Conv2D(width, 3, padding='same', use_bias=False)(y)",
            "            y = keras.layers.BatchNormalization()(y)",
            "            if s != 1 or x.shape[-1] != width:",
            "                x = keras.layers.Conv2D(width, 1, strides=s, use_bias=False)(x)",
            "                x = keras.layers.BatchNormalization()(x)",
            "            x = keras.layers.ReLU()(keras.layers.Add()([y, x]))",
            "    x = keras.layers.GlobalAveragePooling2D()(x)",
        ]
    else:  # cnn (and a file: model, which the notebook replaces by the cnn; said in a comment)
        if a.startswith("file:"):
            out.insert(0, f"# The job's model is {a}: this notebook writes the built-in cnn.")
        out += ["    x = inputs"]
        for f in spec.CNN_FILTERS:
            out += [f'    x = keras.layers.Conv2D({f}, 3, padding="same", activation="relu")(x)']
        out += [
            f"    for pool in {_pools_expr()}:",
            "        x = keras.layers.MaxPooling2D(pool_size=pool)(x)",
            "    x = keras.layers.Flatten()(x)",
            f'    x = keras.layers.Dense({spec.CNN_DENSE}, activation="relu")(x)',
        ]
    out += [
        '    outputs = keras.layers.Dense(num_classes, dtype="float32", name="logits")(x)',
        "    return keras.Model(inputs, outputs)",
    ]
    return "\n".join(out)


def _pools_expr() -> str:
    """Python that computes the cnn's pools from INPUT_SHAPE (as models.pool_plan does)."""
    return "pool_plan(INPUT_SHAPE[0], INPUT_SHAPE[1])"


def _strides_expr() -> str:
    return "resnet_strides(INPUT_SHAPE[0], INPUT_SHAPE[1])"


def _shape_helpers() -> str:
    """models.pool_plan and models.resnet_strides, written out (the notebook needs no tpugui)."""
    import inspect

    return (
        "import math\n\n"
        f"RESNET_WIDTHS = {tuple(spec.RESNET_WIDTHS)}\n\n\n"
        + inspect.getsource(spec.pool_plan)
        + "\n\n"
        + inspect.getsource(spec.resnet_strides)
    )


#: each task's loss and metric as the notebook writes them (tpugui.tasks; the run's own are in
#: tpugui.training.objectives)
_KERAS_TASK = {
    "classification": [
        "        loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),",
        '        metrics=["accuracy"],',
    ],
    "multilabel": [
        "        loss=keras.losses.BinaryCrossentropy(from_logits=True),",
        '        metrics=[keras.metrics.BinaryAccuracy(threshold=0.0, name="accuracy")],',
    ],
    "regression": [
        "        loss=keras.losses.MeanSquaredError(),",
        '        metrics=[keras.metrics.R2Score(name="r2")],',
    ],
}
_TORCH_LOSS = {
    "classification": "nn.CrossEntropyLoss()",
    "multilabel": "nn.BCEWithLogitsLoss()",
    "regression": "nn.MSELoss()",
}
_JAX_LOSS = {
    "classification": "optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()",
    "multilabel": "optax.sigmoid_binary_cross_entropy(logits, y).mean()",
    "regression": "((logits - y) ** 2).mean()",
}


def _val_lines(job: Job, batches: str, out: str, indent: str) -> list[str]:
    """The validation pass over ``batches`` of the model's ``out``: accuracy of a class, per
    label, or the squared error (numpy arrays and torch tensors alike)."""
    task = job.model.task
    if task == "classification":
        hit = f"({out}.argmax(-1) == y).sum()"
        count = "len(y)"
        key = "val_accuracy"
    elif task == "multilabel":
        hit = f"(({out} > 0) == (y > 0.5)).sum()"
        count = "len(y) * y.shape[-1]"
        key = "val_accuracy"
    else:
        hit = f"(({out} - y) ** 2).sum()"
        count = "len(y) * y.shape[-1]"
        key = "val_mse"
    return [
        f"{indent}total_v, seen = 0.0, 0",
        f"{indent}for x, y in {batches}:",
        f"{indent}    total_v += float({hit})",
        f"{indent}    seen += {count}",
        f"{indent}logs['{key}'] = round(total_v / max(seen, 1), 4)",
    ]


def _tf_train(job: Job) -> str:
    t = job.train
    opt = {"sgd": "SGD", "adam": "Adam", "adamw": "AdamW"}[t.optimizer]
    steps = t.steps_per_epoch or None
    return "\n".join(
        [
            "with strategy.scope():",
            "    model = build_model(INPUT_SHAPE, NUM_CLASSES)",
            "    model.compile(",
            f"        optimizer=keras.optimizers.{opt}(learning_rate={t.learning_rate!r}),",
            *_KERAS_TASK[job.model.task],
            f"        steps_per_execution={max(1, t.steps_per_execution)},",
            *([f"        jit_compile={t.jit_compile == 'on'},"] if t.jit_compile != "auto" else []),
            "    )",
            "model.summary()",
            "history = model.fit(",
            "    train_ds,",
            f"    epochs={t.epochs},",
            f"    steps_per_epoch={steps!r},",
            "    validation_data=val_ds,",
            ")",
            "print({k: round(float(v[-1]), 4) for k, v in history.history.items()})",
        ]
    )


def _torch_model(job: Job) -> str:
    a = job.model.architecture
    out = [
        "from torch import nn",
        "",
        f"NUM_CLASSES = {_num_classes(job)}",
        "H, W, C = (tuple(train_ds.element_spec[0].shape[1:]) + (1, 1, 1))[:3]",
        "INPUT_SHAPE = (H, W, C)",
        "",
        "",
        "def build_model():",
    ]
    if a == "mlp":
        out += ["    layers, width = [nn.Flatten()], H * W * C"]
        out += [f"    for units in {tuple(spec.MLP_UNITS)}:"]
        out += ["        layers += [nn.Linear(width, units), nn.ReLU()]", "        width = units"]
        out += ["    return nn.Sequential(*layers, nn.Linear(width, NUM_CLASSES))"]
    else:
        if a != "cnn":
            out.insert(0, f"# The job's model is {a}: this notebook writes the built-in cnn.")
        out += [
            "    layers, ch = [], C",
            f"    for filters in {tuple(spec.CNN_FILTERS)}:",
            "        layers += [nn.Conv2d(ch, filters, 3, padding=1), nn.ReLU()]",
            "        ch = filters",
            "    h, w = H, W",
            "    for ph, pw in pool_plan(H, W):",
            "        layers.append(nn.MaxPool2d((ph, pw)))",
            "        h, w = h // ph, w // pw",
            "    layers += [",
            "        nn.Flatten(),",
            f"        nn.Linear(ch * h * w, {spec.CNN_DENSE}),",
            "        nn.ReLU(),",
            f"        nn.Linear({spec.CNN_DENSE}, NUM_CLASSES),",
            "    ]",
            "    return nn.Sequential(*layers)",
        ]
    return "\n".join(out)


def _torch_compile(job: Job) -> list[str]:
    """``torch.compile`` where the run compiles (``train.jit_compile = "on"`` on plain torch;
    PyTorch/XLA compiles through XLA itself)."""
    from tpugui.training.torch.backend import compiles_model

    if not compiles_model(job):
        return []
    return ["model = torch.compile(model)  # train.jit_compile = on: TorchInductor"]


def _torch_train(job: Job) -> str:
    t = job.train
    opt = {"sgd": "SGD", "adam": "Adam", "adamw": "AdamW"}[t.optimizer]
    steps = t.steps_per_epoch
    return "\n".join(
        [
            "torch.manual_seed(0)",
            "model = build_model().to(device)",
            *_torch_compile(job),
            f"optimizer = torch.optim.{opt}(model.parameters(), lr={t.learning_rate!r})",
            f"loss_fn = {_TORCH_LOSS[job.model.task]}",
            "",
            "",
            "def batches(ds):",
            '    """tf.data batches as (N, C, H, W) float32 and int64 tensors on the device."""',
            "    for x, y in ds.as_numpy_iterator():",
            "        x = torch.from_numpy(x.reshape(x.shape[0], H, W, C)).permute(0, 3, 1, 2)",
            "        yield x.float().to(device), torch.from_numpy(y)."
            + ("long()" if job.model.task == "classification" else "float()")
            + ".to(device)",
            "",
            "",
            f"for epoch in range({t.epochs}):",
            "    model.train()",
            "    total, n = 0.0, 0",
            "    for step, (x, y) in enumerate(batches(train_ds)):",
            *([f"        if step >= {steps}:", "            break"] if steps else []),
            "        optimizer.zero_grad()",
            "        loss = loss_fn(model(x), y)",
            "        loss.backward()",
            "        optimizer.step()",
            "        sync()  # PyTorch/XLA: run the step now (a no-op elsewhere)",
            "        total, n = total + loss.item(), n + 1",
            "    logs = {'loss': round(total / max(n, 1), 4)}",
            "    if val_ds is not None:",
            "        model.eval()",
            "        with torch.no_grad():",
            *_val_lines(job, "batches(val_ds)", "model(x)", "            "),
            '    print(f"epoch {epoch + 1}:", logs)',
        ]
    )


def _jax_model(job: Job) -> str:
    a = job.model.architecture
    out = [
        f"NUM_CLASSES = {_num_classes(job)}",
        "INPUT_SHAPE = tuple(train_ds.element_spec[0].shape[1:])",
    ]
    if a != "mlp":
        out.append(f"# The job's model is {a}: this notebook writes the mlp in plain JAX.")
    out += [
        "",
        "",
        "def init_params(key):",
        "    sizes = [int(np.prod(INPUT_SHAPE)), *" + repr(list(spec.MLP_UNITS)) + ", NUM_CLASSES]",
        "    params = []",
        "    for n_in, n_out in zip(sizes[:-1], sizes[1:]):",
        "        key, sub = jax.random.split(key)",
        "        w = jax.random.normal(sub, (n_in, n_out)) * jnp.sqrt(2.0 / n_in)",
        "        params.append({'w': w, 'b': jnp.zeros(n_out)})",
        "    return params",
        "",
        "",
        "def apply(params, x):",
        "    x = x.reshape(x.shape[0], -1)",
        "    for layer in params[:-1]:",
        "        x = jax.nn.relu(x @ layer['w'] + layer['b'])",
        "    return x @ params[-1]['w'] + params[-1]['b']",
    ]
    return "\n".join(out)


def _jax_train(job: Job) -> str:
    t = job.train
    steps = t.steps_per_epoch
    return "\n".join(
        [
            "params = init_params(jax.random.PRNGKey(0))",
            f"optimizer = optax.{t.optimizer}({t.learning_rate!r})",
            "opt_state = optimizer.init(params)",
            "",
            "",
            "def loss_fn(params, x, y):",
            "    logits = apply(params, x)",
            f"    return {_JAX_LOSS[job.model.task]}",
            "",
            "",
            "@jax.jit",
            "def train_step(params, opt_state, x, y):",
            "    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)",
            "    updates, opt_state = optimizer.update(grads, opt_state, params)",
            "    return optax.apply_updates(params, updates), opt_state, loss",
            "",
            "",
            f"for epoch in range({t.epochs}):",
            "    total, n = 0.0, 0",
            "    for step, (x, y) in enumerate(train_ds.as_numpy_iterator()):",
            *([f"        if step >= {steps}:", "            break"] if steps else []),
            "        params, opt_state, loss = train_step(params, opt_state, x, y)",
            "        total, n = total + float(loss), n + 1",
            "    logs = {'loss': round(total / max(n, 1), 4)}",
            "    if val_ds is not None:",
            *_val_lines(job, "val_ds.as_numpy_iterator()", "apply(params, x)", "        "),
            '    print(f"epoch {epoch + 1}:", logs)',
        ]
    )


def _pipeline(job: Job, base_dir: str | Path | None) -> str:
    from tpugui.pipeline.codegen import pipeline_code

    code = pipeline_code(job, base_dir)
    # the script's docstring and its __main__ block are the script's, not the notebook's
    body = code.split('"""', 2)[2].lstrip("\n")
    main = body.find('\nif __name__ == "__main__":')
    if main >= 0:
        body = body[:main].rstrip() + "\n"
    return body + '\nprint("element spec:", train_ds.element_spec)'


def tf_cells(job: Job) -> list[Any]:
    """TensorFlow's model and training cells (its descriptor's ``notebook_cells``)."""
    from nbformat import v4

    return [
        v4.new_code_cell(_shape_helpers() + "\n\n" + _keras_model(job)),
        v4.new_markdown_cell("## Training"),
        v4.new_code_cell(_tf_train(job)),
    ]


def jax_cells(job: Job) -> list[Any]:
    """JAX's model and training cells."""
    from nbformat import v4

    return [
        v4.new_code_cell(_jax_model(job)),
        v4.new_markdown_cell("## Training"),
        v4.new_code_cell(_jax_train(job)),
    ]


def torch_cells(job: Job) -> list[Any]:
    """PyTorch's (and PyTorch/XLA's) model and training cells."""
    from nbformat import v4

    return [
        v4.new_code_cell(_shape_helpers() + "\n\n" + _torch_model(job)),
        v4.new_markdown_cell("## Training"),
        v4.new_code_cell(_torch_train(job)),
    ]


def build_notebook(job: Job, target: str = "local", base_dir: str | Path | None = None) -> Any:
    """The job as an nbformat v4 notebook (a NotebookNode)."""
    import nbformat
    from nbformat import v4

    if target not in TARGETS:
        raise ValueError(f"target must be one of {', '.join(TARGETS)}, got {target!r}")
    backend = backend_for(job, target)
    cells = [
        v4.new_markdown_cell(_intro(job, target, backend)),
        v4.new_code_cell(_setup(job, target, backend)),
        v4.new_markdown_cell("## The accelerator"),
        v4.new_code_cell(_accelerator(job, target, backend)),
        v4.new_markdown_cell(
            "## The input pipeline\n\nThe job's tf.data pipeline, stage by stage "
            "(the code tpugui's Pipeline page shows)."
        ),
        v4.new_code_cell(_pipeline(job, base_dir)),
        v4.new_markdown_cell(f"## The model: {job.model.architecture}"),
    ]
    descriptor = backends.get(backend)
    # the cells of the backend the notebook trains with (a torch job on a TPU: PyTorch/XLA's)
    as_run = job if backend == job.model.backend else job.updated("model.backend", backend)
    cells += descriptor.hook(descriptor.notebook_cells)(as_run)
    nb = v4.new_notebook(cells=cells)
    nb.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    nb.metadata["language_info"] = {"name": "python"}
    nb.metadata["tpugui"] = {"version": __version__, "target": target, "backend": backend}
    if target == "colab":
        nb.metadata["accelerator"] = "TPU"
        nb.metadata["colab"] = {"provenance": []}
    nbformat.validate(nb)
    return nb


def write_notebook(
    job: Job, path: str | Path, target: str = "local", base_dir: str | Path | None = None
) -> Path:
    import nbformat

    nb = build_notebook(job, target, base_dir)
    path = Path(path)
    path.write_text(nbformat.writes(nb), encoding="utf-8")
    return path


# --- the CLI verb ------------------------------------------------------------------------------


def register(sub: Any) -> None:
    p = sub.add_parser(
        "notebook",
        help="write the job as a runnable Jupyter notebook (.ipynb)",
        description=(
            "Write the job as a self-contained notebook: setup, the accelerator (Colab's TPU "
            "runtime, a Cloud TPU VM, or this machine), the tf.data pipeline, the model and the "
            "training loop for the job's backend."
        ),
    )
    p.add_argument("job", help="the job file (TOML)")
    p.add_argument("-o", "--output", help="the .ipynb to write (default: JOB.ipynb beside it)")
    p.add_argument("--target", choices=TARGETS, default="colab", help="where it will run")
    p.set_defaults(func=_command)


def _command(args: argparse.Namespace) -> int:
    from tpugui.job import load_job

    job = load_job(args.job)  # a JobError: exit 2 naming the field (tpugui.cli)
    out = Path(args.output) if args.output else Path(args.job).with_suffix(".ipynb")
    try:
        import nbformat  # noqa: F401
    except ImportError:
        print(
            "tpugui notebook: needs nbformat; install it with `pip install 'tpugui[notebook]'`",
            file=sys.stderr,
        )
        return 1
    try:
        write_notebook(job, out, args.target, Path(args.job).resolve().parent)
    except OSError as exc:
        print(f"tpugui notebook: {out}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    nb = json.loads(out.read_text(encoding="utf-8"))
    meta = nb["metadata"]["tpugui"]
    print(f"wrote {out} ({meta['backend']} for {meta['target']}, {len(nb['cells'])} cells)")
    return 0

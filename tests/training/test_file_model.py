"""``file:`` models: the file check (read, never imported), the hooks, the templates, Flax.

The check is plain ``ast``: each broken file is refused with the line and the key named, and
nothing in it runs. Each template trains for real (one short epoch on digits) with its backend;
its commented-out hooks, uncommented, are called for real in their framework. A Flax module with
dropout and batch norm is driven through ``tpugui.training.jax.models`` (the backend's step passes the rng).
"""

from __future__ import annotations

import builtins
import math
import sys
from pathlib import Path

import pytest

from tests.training.helpers import assert_contract, events_of, make_job, of_type
from tpugui.job import JobError
from tpugui.training import file_model, models
from tpugui.training.file_model import FIELD

GOOD = "def build_model(framework, input_shape, num_outputs):\n    return None\n"


def _write(tmp_path: Path, text: str | bytes, name: str = "net.py") -> Path:
    p = tmp_path / name
    if isinstance(text, bytes):
        p.write_bytes(text)
    else:
        p.write_text(text, encoding="utf-8")
    return p


def _one(path: Path):
    found = file_model.check(path)
    assert len(found) == 1, found
    key, message = found[0]
    assert key == FIELD
    return message


# --- the check ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "template", "args"),
    [
        (None, file_model.NOT_FOUND, {}),
        (b"\xff\xfedef build_model(a, b, c): pass\n", file_model.NOT_UTF8, {"offset": 0}),
        (
            "import os\n\ndef build_model(framework, input_shape, num_outputs)\n    pass\n",
            file_model.SYNTAX,
            {"line": 3},
        ),
        ("def make(framework, input_shape, num_outputs):\n    pass\n", file_model.NO_BUILD, {}),
        (
            "\n\ndef build_model(framework):\n    pass\n",
            file_model.ARITY,
            {"name": "build_model", "line": 3, "count": 1},
        ),
        (
            "def build_model(framework, input_shape, num_outputs, width):\n    pass\n",
            file_model.ARITY,
            {"name": "build_model", "line": 1, "count": 4},
        ),
        (
            "def build_model(framework, input_shape, num_outputs, *, width):\n    pass\n",
            file_model.KEYWORD_ONLY,
            {"name": "build_model", "argument": "width"},
        ),
        (
            GOOD + "def make_loss(framework):\n    pass\n",
            file_model.ARITY,
            {"name": "make_loss", "line": 3, "count": 1, "params": "framework, task"},
        ),
        (
            GOOD + "make_optimizer = lambda: None\n",
            file_model.ARITY,
            {"name": "make_optimizer", "line": 3, "count": 0},
        ),
        (
            GOOD + "def metrics(framework, task):\n    return {}\n",
            file_model.ARITY,
            {"name": "metrics", "line": 3, "count": 2, "params": "framework"},
        ),
        (
            GOOD + "\nmetrics = {'top2': None}\n",
            file_model.NOT_A_FUNCTION,
            {"name": "metrics", "line": 4},
        ),
    ],
)
def test_each_broken_file_is_refused_with_its_line_and_the_key(tmp_path, text, template, args):
    path = tmp_path / "net.py" if text is None else _write(tmp_path, text)
    message = _one(path)
    assert message.template == template
    assert message.args["path"] == str(path)
    for name, value in args.items():
        assert message.args[name] == value, (name, message.args)
    assert str(message)  # the English line is made from the template


def test_a_folder_or_a_huge_file_is_no_model_file(tmp_path):
    from tpugui.training import limits

    assert _one(tmp_path).template == limits.MODEL_NOT_A_FILE
    big = _write(tmp_path, "#" * (limits.MODEL_FILE_MAX + 1))
    assert _one(big).template == limits.MODEL_TOO_BIG


def test_every_problem_is_reported_at_once_and_the_engine_check_names_the_key(tmp_path):
    _write(
        tmp_path,
        "def build_model(framework):\n    pass\n"
        "def make_loss():\n    pass\n"
        "def metrics(framework, task, extra):\n    pass\n",
    )
    with pytest.raises(JobError) as info:
        models.check_model_file("file:net.py", tmp_path)
    exc = info.value
    assert exc.fields == [FIELD] * 3
    assert [m.args["name"] for _, m in exc.details] == ["build_model", "make_loss", "metrics"]
    assert exc.problems[0].startswith("model.architecture: build_model in ")
    assert "(line 1) takes 1 positional argument(s)" in exc.problems[0]
    assert models.check_model_file("mlp", tmp_path) is None
    assert file_model.problems("cnn", tmp_path) == []


@pytest.mark.parametrize(
    "text",
    [
        GOOD,
        "def build_model(*args):\n    pass\n",
        "def build_model(framework, input_shape, num_outputs, width=64, *, depth=2):\n    pass\n",
        "build_model = lambda framework, input_shape, num_outputs: None\n",
        "from mylib import build_model\n",
        "import functools\nbuild_model = functools.partial(print)\n",
        GOOD + "from keras import metrics  # a module named metrics is no hook\n",
        GOOD + "try:\n    import flax\nexcept ImportError:\n    flax = None\n",
        # nothing is imported or run: this file would fail at import
        "import no_such_module_anywhere\nraise SystemExit(3)\n" + GOOD,
    ],
)
def test_working_files_pass_without_being_imported(tmp_path, text):
    path = _write(tmp_path, text)
    before = set(sys.modules)
    assert file_model.check(path) == []
    assert not [m for m in set(sys.modules) - before if m.startswith("tpugui_user_model")]


def _hooks_uncommented(text: str) -> str:
    """The template with its commented-out hooks turned on (what a person does in an editor)."""
    head, marker, tail = text.partition("# --- optional hooks")
    assert marker, "the template has no hooks section"
    lines = tail.splitlines()[1:]
    code = []
    for line in lines:
        assert line.startswith("#"), line  # every line of the section is commented out
        code.append(line[2:] if line.startswith("# ") else line[1:])
    return head + "\n".join(code) + "\n"


@pytest.mark.parametrize(
    ("backend", "flax"),
    [("tensorflow", None), ("torch", None), ("torch_xla", None), ("jax", True), ("jax", False)],
)
def test_the_templates_pass_the_check_with_and_without_their_hooks(tmp_path, backend, flax):
    text = file_model.template(backend, flax)
    assert file_model.check(_write(tmp_path, text)) == []
    on = _write(tmp_path, _hooks_uncommented(text), "hooks.py")
    assert file_model.check(on) == []
    import ast

    names = {n.name for n in ast.parse(on.read_text()).body if isinstance(n, ast.FunctionDef)}
    assert {"build_model", "make_loss", "make_optimizer", "metrics"} <= names


def test_the_template_names_follow_the_backend():
    assert file_model.template_name("torch_xla") == file_model.template_name("torch")
    assert file_model.template_name("jax", True) == "jax_flax_model.py"
    assert file_model.template_name("jax", False) == "jax_model.py"
    with pytest.raises(ValueError, match="no model template"):
        file_model.template_name("mxnet")


# --- loading and the hooks ------------------------------------------------------------------

COUNTING = """
import builtins
builtins.tpugui_test_loads = getattr(builtins, "tpugui_test_loads", 0) + 1

def build_model(framework, input_shape, num_outputs):
    return ("model", framework, input_shape, num_outputs)

def make_loss(framework, task):
    return lambda outputs, targets: (task, outputs, targets)

def make_optimizer(framework, learning_rate):
    class Tx:
        def init(self, params): return params
        def update(self, grads, state, params=None): return grads, state
    return Tx() if framework == "jax" else learning_rate

def metrics(framework):
    return {"double": lambda outputs, targets: 2 * outputs}
"""


def test_the_file_is_imported_once_and_gives_its_hooks(tmp_path):
    builtins.tpugui_test_loads = 0
    _write(tmp_path, COUNTING)
    model = models.build_user_model(tmp_path / "net.py", "jax", [8, 8, 1], 3)
    assert model == ("model", "jax", (8, 8, 1), 3)
    hooks = file_model.hooks("file:net.py", tmp_path)
    assert builtins.tpugui_test_loads == 1  # the model and the hooks come from one import
    assert hooks.any and hooks.path == tmp_path / "net.py"
    assert hooks.loss("torch", "regression")(1, 2) == ("regression", 1, 2)
    assert hooks.optimizer("jax", 0.1).init("p") == "p"
    assert hooks.metric_fns("torch")["double"](3, None) == 6
    with pytest.raises(models.UserModelError, match="for jax return an optax"):
        file_model.FileHooks(hooks.path, make_optimizer=lambda f, lr: lr).optimizer("jax", 0.1)
    with pytest.raises(models.UserModelError, match="for tensorflow return a keras"):
        hooks.optimizer("tensorflow", 0.1)  # a float has no apply_gradients
    none = file_model.hooks("mlp", tmp_path)
    assert not none.any and none.loss("torch", "classification") is None
    assert none.optimizer("torch", 0.1) is None and none.metric_fns("torch") == {}


@pytest.mark.parametrize(
    ("hook", "text", "words"),
    [
        ("loss", "def make_loss(framework, task):\n    return 3\n", "returned int"),
        ("loss", "def make_loss(framework, task):\n    raise KeyError('x')\n", "raised KeyError"),
        ("metrics", "def metrics(framework):\n    return [1]\n", "returned list"),
        ("metrics", "def metrics(framework):\n    return {'val_acc': len}\n", "'val_acc'"),
        ("metrics", "def metrics(framework):\n    return {'loss': len}\n", "'loss'"),
        ("metrics", "def metrics(framework):\n    return {'a b': len}\n", "'a b'"),
        ("metrics", "def metrics(framework):\n    return {'top': 1}\n", "is a int"),
        ("file", "metrics = 3\n", "is a int, not a function"),
    ],
)
def test_a_hook_that_returns_the_wrong_thing_names_the_file(tmp_path, hook, text, words):
    _write(tmp_path, GOOD + text)
    with pytest.raises(models.UserModelError, match="net.py") as info:
        hooks = file_model.hooks("file:net.py", tmp_path)
        if hook == "loss":
            hooks.loss("torch", "classification")
        elif hook == "metrics":
            hooks.metric_fns("torch")
    assert words in str(info.value)


def test_a_file_that_fails_to_import_names_itself(tmp_path):
    _write(tmp_path, "import no_such_module_anywhere\n" + GOOD)
    with pytest.raises(models.UserModelError, match="net.py failed to load: ModuleNotFoundError"):
        file_model.hooks("file:net.py", tmp_path)
    assert not [m for m in sys.modules if m.startswith("tpugui_user_model") and "net" in m]


# --- the templates train for real ------------------------------------------------------------


def _train(tmp_path: Path, backend: str, flax: bool | None = None, **train) -> list[dict]:
    (tmp_path / "model.py").write_text(file_model.template(backend, flax), encoding="utf-8")
    job = make_job(
        model={"backend": backend, "architecture": "file:model.py"},
        train={"epochs": 1, "steps_per_epoch": 12, "checkpoint_every": 0, **train},
    )
    from tpugui.training import engine

    status = engine.run(job, None, None, run_dir=tmp_path / "run", base_dir=tmp_path)
    records = events_of(tmp_path / "run")
    assert status == "completed", records[-1]
    assert_contract(records)
    return records


def _loss(value) -> float:
    return float(value) if not isinstance(value, str) else math.nan


@pytest.mark.slow
@pytest.mark.parametrize(
    ("backend", "flax"),
    [
        ("tensorflow", None),
        ("torch", None),
        pytest.param("jax", True, id="jax-flax"),
        pytest.param("jax", False, id="jax-plain"),
    ],
)
def test_each_template_trains_one_short_epoch_with_its_backend(tmp_path, backend, flax):
    if flax:
        pytest.importorskip("flax")
    records = _train(tmp_path, backend, flax, learning_rate=0.01)
    batches = of_type(records, "batch_end")
    assert batches and batches[-1]["step"] == 12
    losses = [_loss(b["logs"]["loss"]) for b in batches]
    assert all(math.isfinite(v) for v in losses)
    assert min(losses[-3:]) < losses[0]  # it learns
    assert of_type(records, "epoch_end")


# --- the templates' hooks, uncommented, work in their framework -------------------------------


def _hooks_of(tmp_path: Path, backend: str, flax: bool | None = None) -> file_model.FileHooks:
    text = _hooks_uncommented(file_model.template(backend, flax))
    _write(tmp_path, text, f"hooks_{backend}_{flax}.py")
    return file_model.hooks(f"file:hooks_{backend}_{flax}.py", tmp_path)


@pytest.mark.slow
def test_the_torch_template_hooks_work():
    import torch

    hooks = _hooks_of(Path(_tmp()), "torch")
    model = models.build_user_model(hooks.path, "torch", (8, 8, 1), 10)
    x = torch.randn(16, 1, 8, 8)
    y = torch.arange(16) % 10
    out = model(x)
    assert out.shape == (16, 10)
    for task, targets in [
        ("classification", y),
        ("multilabel", (torch.rand(16, 10) > 0.5).float()),
        ("regression", torch.randn(16, 10)),
    ]:
        value = hooks.loss("torch", task)(out, targets)
        assert value.ndim == 0 and torch.isfinite(value)
    opt = hooks.optimizer("torch", 0.01)(model.parameters())
    assert isinstance(opt, torch.optim.AdamW)
    loss = hooks.loss("torch", "classification")(model(x), y)
    loss.backward()
    opt.step()
    (name, fn), *_ = hooks.metric_fns("torch").items()
    assert name == "top2_accuracy" and 0.0 <= float(fn(out, y)) <= 1.0


@pytest.mark.slow
def test_the_tensorflow_template_hooks_work():
    import keras
    import numpy as np

    hooks = _hooks_of(Path(_tmp()), "tensorflow")
    model = models.build_user_model(hooks.path, "tensorflow", (8, 8, 1), 10)
    x = np.random.default_rng(0).normal(size=(16, 8, 8, 1)).astype("float32")
    y = np.arange(16) % 10
    out = model(x)
    for task, targets in [
        ("classification", y),
        ("multilabel", (np.random.default_rng(1).random((16, 10)) > 0.5).astype("float32")),
        ("regression", np.random.default_rng(2).normal(size=(16, 10)).astype("float32")),
    ]:
        value = keras.ops.convert_to_numpy(hooks.loss("tensorflow", task)(out, targets))
        assert value.shape == () and np.isfinite(value)
    opt = hooks.optimizer("tensorflow", 0.01)
    assert isinstance(opt, keras.optimizers.AdamW)
    fn = hooks.metric_fns("tensorflow")["top2_accuracy"]
    assert 0.0 <= float(keras.ops.convert_to_numpy(fn(out, y))) <= 1.0


@pytest.mark.slow
@pytest.mark.parametrize("flax", [True, False])
def test_the_jax_template_hooks_work(flax):
    if flax:
        pytest.importorskip("flax")
    import jax
    import numpy as np
    import optax

    from tpugui.training.jax import models as models_jax

    hooks = _hooks_of(Path(_tmp()), "jax", flax)
    model = models_jax.build(f"file:{hooks.path}", (8, 8, 1), 10)
    x = np.random.default_rng(0).normal(size=(16, 8, 8, 1)).astype("float32")
    y = np.arange(16) % 10
    params, state = model.init(0, x[:1])
    out, _ = model.apply(params, state, x, False)
    for task, targets in [
        ("classification", y),
        ("multilabel", (np.random.default_rng(1).random((16, 10)) > 0.5).astype("float32")),
        ("regression", np.random.default_rng(2).normal(size=(16, 10)).astype("float32")),
    ]:
        value = hooks.loss("jax", task)(out, targets)
        assert value.shape == () and np.isfinite(float(value))
    tx = hooks.optimizer("jax", 0.01)
    loss_fn = hooks.loss("jax", "classification")

    @jax.jit
    def step(params, opt_state, key):
        def objective(p):
            logits, _ = model.apply(p, state, x, True, key)
            return loss_fn(logits, y)

        loss, grads = jax.value_and_grad(objective)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    opt_state = tx.init(params)
    losses = []
    for i in range(5):
        params, opt_state, loss = step(params, opt_state, jax.random.key(i))
        losses.append(float(loss))
    assert losses[-1] < losses[0]
    fn = hooks.metric_fns("jax")["top2_accuracy"]
    assert 0.0 <= float(fn(out, y)) <= 1.0


def _tmp() -> str:
    import tempfile

    return tempfile.mkdtemp(prefix="tpugui-hooks-")


# --- Flax: a linen Module with dropout and batch statistics -----------------------------------

FLAX_NET = """
def build_model(framework, input_shape, num_outputs):
    import flax.linen as nn

    class Net(nn.Module):
        num_outputs: int

        @nn.compact
        def __call__(self, x, train: bool = False):
            x = x.reshape((x.shape[0], -1))
            x = nn.Dense(32)(x)
            x = nn.BatchNorm(use_running_average=not train, momentum=0.5)(x)
            x = nn.relu(x)
            x = nn.Dropout(0.5, deterministic=not train)(x)
            return nn.Dense(self.num_outputs)(x)

    return Net(num_outputs)
"""


@pytest.mark.slow
def test_a_flax_module_with_dropout_and_batch_norm_trains_with_its_state(tmp_path):
    pytest.importorskip("flax")
    import jax
    import numpy as np
    import optax

    from tpugui.training.jax import models as models_jax

    _write(tmp_path, FLAX_NET)
    assert file_model.check(tmp_path / "net.py") == []
    model = models_jax.build("file:net.py", (8, 8, 1), 10, tmp_path)
    x = np.random.default_rng(0).normal(1.0, 2.0, size=(32, 8, 8, 1)).astype("float32")
    y = np.arange(32) % 10
    params, state = model.init(0, x[:1])
    assert set(params) == {"Dense_0", "BatchNorm_0", "Dense_1"}  # params only: trained
    assert set(state) == {"batch_stats"}  # the rest: the run's state
    mean0 = np.asarray(state["batch_stats"]["BatchNorm_0"]["mean"]).copy()

    # dropout draws from the step's key: another key, other outputs; the same key, the same
    a, sa = model.apply(params, state, x, True, jax.random.key(1))
    b, _ = model.apply(params, state, x, True, jax.random.key(2))
    a2, _ = model.apply(params, state, x, True, jax.random.key(1))
    assert not np.allclose(a, b) and np.allclose(a, a2)
    assert not np.allclose(mean0, sa["batch_stats"]["BatchNorm_0"]["mean"])  # statistics move
    # evaluation: no key, no dropout, the running statistics, the state unchanged
    e1, se = model.apply(params, state, x, False)
    e2, _ = model.apply(params, state, x, False)
    assert np.allclose(e1, e2) and se is state

    tx = optax.adam(0.01)

    @jax.jit
    def step(params, state, opt_state, key):
        def objective(p):
            logits, new_state = model.apply(p, state, x, True, key)
            loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
            return loss, new_state

        (loss, new_state), grads = jax.value_and_grad(objective, has_aux=True)(params)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), new_state, opt_state, loss

    opt_state = tx.init(params)
    losses, means = [], [mean0]
    key = jax.random.key(0)
    for _ in range(6):
        key, sub = jax.random.split(key)
        params, state, opt_state, loss = step(params, state, opt_state, sub)
        losses.append(float(loss))
        means.append(np.asarray(state["batch_stats"]["BatchNorm_0"]["mean"]).copy())
    assert losses[-1] < losses[0]
    assert all(not np.allclose(m, n) for m, n in zip(means, means[1:], strict=False))


@pytest.mark.slow
def test_a_flax_module_taking_deterministic_and_the_pure_pair_get_their_keywords(tmp_path):
    pytest.importorskip("flax")
    import jax
    import numpy as np

    from tpugui.training.jax import models as models_jax

    _write(
        tmp_path,
        "def build_model(framework, input_shape, num_outputs):\n"
        "    import flax.linen as nn\n"
        "    class Net(nn.Module):\n"
        "        @nn.compact\n"
        "        def __call__(self, x, deterministic: bool = True):\n"
        "            x = nn.Dense(16)(x.reshape((x.shape[0], -1)))\n"
        "            return nn.Dropout(0.5, deterministic=deterministic)(x)\n"
        "    return Net()\n",
    )
    model = models_jax.build("file:net.py", (4, 4, 1), 16, tmp_path)
    x = np.ones((4, 4, 4, 1), "float32")
    params, state = model.init(0, x)
    assert state == {}
    train, _ = model.apply(params, state, x, True, jax.random.key(0))
    evaluated, _ = model.apply(params, state, x, False)
    assert (np.asarray(train) == 0).any() and not (np.asarray(evaluated) == 0).all()

    _write(
        tmp_path,
        "seen = []\n"
        "def build_model(framework, input_shape, num_outputs):\n"
        "    def init(rng, x):\n"
        "        return {'w': x.sum()}\n"
        "    def apply(params, x, train=False, rng=None):\n"
        "        seen.append((train, rng is None))\n"
        "        return x.reshape((x.shape[0], -1))\n"
        "    return init, apply\n",
        "pair.py",
    )
    pair = models_jax.build("file:pair.py", (4, 4, 1), 16, tmp_path)
    params, state = pair.init(0, x)
    pair.apply(params, state, x, True, jax.random.key(0))
    pair.apply(params, state, x, False)
    seen = file_model.load(tmp_path / "pair.py").seen
    assert seen == [(True, False), (False, True)]


@pytest.mark.slow
def test_a_flax_nnx_module_is_a_jax_model(tmp_path):
    """Flax NNX, as Flax's examples are written today, is taken as it is (the run's whole path:
    tests/training/test_jax_nnx.py)."""
    pytest.importorskip("flax")
    import numpy as np

    from tpugui.training.jax import models as models_jax

    _write(
        tmp_path,
        "def build_model(framework, input_shape, num_outputs):\n"
        "    from flax import nnx\n"
        "    flat = lambda x: x.reshape(x.shape[0], -1)\n"
        "    return nnx.Sequential(flat, nnx.Linear(4, num_outputs, rngs=nnx.Rngs(0)))\n",
    )
    net = models_jax.build("file:net.py", (2, 2, 1), 3, tmp_path)
    params, state = net.init(0, np.zeros((1, 2, 2, 1), np.float32))
    assert state == {} and models_jax.count_params(params) == 4 * 3 + 3
    logits, _ = net.apply(params, state, np.ones((5, 2, 2, 1), np.float32), False)
    assert logits.shape == (5, 3)


@pytest.mark.slow
def test_a_flax_module_with_dropout_and_batch_norm_trains_through_the_jax_backend(tmp_path):
    """The run itself passes a fresh dropout key every step and keeps the batch statistics in
    its state (checkpointed with the parameters)."""
    pytest.importorskip("flax")
    import json

    from tests.training.helpers import events_of, make_job, of_type
    from tpugui.training import engine

    _write(tmp_path, FLAX_NET)
    job = make_job(
        model={"backend": "jax", "architecture": f"file:{tmp_path / 'net.py'}"},
        pipeline={"batch_size": 32},
        train={"epochs": 3, "learning_rate": 0.01},
    )
    assert engine.run(job, None, None, run_dir=tmp_path / "run") == "completed"
    ends = of_type(events_of(tmp_path / "run"), "epoch_end")
    assert ends[-1]["logs"]["val_accuracy"] > 0.5  # digits learnt through dropout
    assert ends[-1]["logs"]["loss"] < ends[0]["logs"]["loss"]
    meta = json.loads(
        sorted((tmp_path / "run" / "checkpoints").glob("epoch-*.json"))[-1].read_text()
    )
    assert meta["epoch"] == 3


HOOKED_TORCH = """
def build_model(framework, input_shape, num_outputs):
    import torch.nn as nn

    h, w, c = input_shape
    return nn.Sequential(nn.Flatten(), nn.Linear(h * w * c, 32), nn.ReLU(), nn.Linear(32, num_outputs))


def make_loss(framework, task):
    import torch.nn.functional as F

    def loss(outputs, targets):
        return F.cross_entropy(outputs, targets) * 2.0  # twice the built-in: visible in the logs

    return loss


def make_optimizer(framework, learning_rate):
    import torch

    return lambda params: torch.optim.SGD(params, lr=learning_rate, momentum=0.0)


def metrics(framework):
    def top2(outputs, targets):
        return (outputs.topk(2, dim=1).indices == targets[:, None]).any(dim=1).float().mean()

    return {"top2": top2}
"""


@pytest.mark.slow
@pytest.mark.parametrize("backend", ["torch", "tensorflow", "jax"])
def test_a_model_files_loss_optimizer_and_metrics_are_the_runs(tmp_path, backend):
    """The hooks reach every backend's run: its loss (twice cross-entropy), its optimizer and
    its metric, reported per epoch for training and validation."""
    from tests.training.helpers import events_of, make_job, of_type
    from tpugui.training import engine

    source = {"torch": HOOKED_TORCH, "tensorflow": HOOKED_KERAS, "jax": JAX_HOOKED}[backend]
    (tmp_path / "hooked.py").write_text(source, encoding="utf-8")
    assert file_model.check(tmp_path / "hooked.py") == []
    job = make_job(
        model={"backend": backend, "architecture": f"file:{tmp_path / 'hooked.py'}"},
        pipeline={"batch_size": 32},
        train={"epochs": 2, "learning_rate": 0.05},
    )
    assert engine.run(job, None, None, run_dir=tmp_path / "run") == "completed"
    logs = of_type(events_of(tmp_path / "run"), "epoch_end")[-1]["logs"]
    assert 0.0 <= logs["top2"] <= 1.0 and 0.0 <= logs["val_top2"] <= 1.0
    assert logs["val_top2"] >= logs["val_accuracy"] - 1e-6  # top-2 is never below top-1
    # the loss is the file's, twice cross-entropy: an untrained 10-class model starts near
    # 2 ln 10 = 4.6 (the built-in loss would start near 2.3)
    first = of_type(events_of(tmp_path / "run"), "batch_end")[0]["logs"]["loss"]
    assert 3.6 < first < 5.6, first


JAX_HOOKED = """
def build_model(framework, input_shape, num_outputs):
    import jax
    import jax.numpy as jnp

    n_in = input_shape[0] * input_shape[1] * input_shape[2]

    def init(rng, x):
        k1, k2 = jax.random.split(rng)
        return {"w1": jax.random.normal(k1, (n_in, 32)) * 0.1, "b1": jnp.zeros(32),
                "w2": jax.random.normal(k2, (32, num_outputs)) * 0.1, "b2": jnp.zeros(num_outputs)}

    def apply(params, x):
        h = jax.nn.relu(x.reshape((x.shape[0], -1)) @ params["w1"] + params["b1"])
        return h @ params["w2"] + params["b2"]

    return init, apply


def make_loss(framework, task):
    import optax

    def loss(outputs, targets):
        return optax.softmax_cross_entropy_with_integer_labels(outputs, targets).mean() * 2.0

    return loss


def make_optimizer(framework, learning_rate):
    import optax

    return optax.sgd(learning_rate)


def metrics(framework):
    import jax.numpy as jnp

    def top2(outputs, targets):
        top = jnp.argsort(outputs, axis=1)[:, -2:]
        return (top == targets[:, None]).any(axis=1).mean()

    return {"top2": top2}
"""


HOOKED_KERAS = """
def build_model(framework, input_shape, num_outputs):
    import keras

    return keras.Sequential([keras.Input(input_shape), keras.layers.Flatten(),
                             keras.layers.Dense(32, activation="relu"),
                             keras.layers.Dense(num_outputs)])


def make_loss(framework, task):
    import keras

    def loss(outputs, targets):
        ce = keras.losses.sparse_categorical_crossentropy(targets, outputs, from_logits=True)
        return keras.ops.mean(ce) * 2.0

    return loss


def make_optimizer(framework, learning_rate):
    import keras

    return keras.optimizers.SGD(learning_rate=learning_rate)


def metrics(framework):
    import keras

    def top2(outputs, targets):
        return keras.metrics.sparse_top_k_categorical_accuracy(targets, outputs, k=2)

    return {"top2": top2}
"""

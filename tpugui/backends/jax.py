"""JAX (with optax and orbax): CPU, GPU and TPU (every generation); its input is tf.data."""

from tpugui.backends import Backend
from tpugui.i18n_marks import N_

BACKEND = Backend(
    name="jax",
    label="JAX",
    module="jax",
    distributions=("jax",),
    fit_compile="tpugui.training.jax.tuning:fit_compile",
    lr_steps="tpugui.training.jax.tuning:lr_steps",
    trainer="tpugui.training.jax.backend:train",
    processes="tpugui.training.jax.cluster:rank_env",
    pod_joins=True,
    export_format="tpugui.inference.export:JAX",
    profiler="tpugui.training.jax.profiler:Capturer",
    compiles="tpugui.training.jax.compile:jax_source",
    model_templates=(("jax_flax_model.py", "flax"), ("jax_model.py", "")),
    optimizer_methods=("init", "update"),
    optimizer_words="an optax.GradientTransformation",
    pipeline_feed="tpugui.pipeline.codegen:jax_feed",
    notebook_cells="tpugui.notebook:jax_cells",
    notebook_needs=("optax",),
    reads_tf_data=True,
    order=3,
    tpu_rank=1,  # on a TPU TensorFlow cannot use (TPU7x), JAX before PyTorch/XLA
    reads_keys=("model.logical_cpus",),  # a Mesh over logical CPU devices
    companions=("jaxlib",),
    needs=(
        ("tensorflow", "tensorflow-cpu"),  # tf.data reads the input; the CPU build on a TPU VM
        ("optax", "optax"),
        ("orbax.checkpoint", "orbax-checkpoint"),
    ),
    warm_imports=("tensorflow", "jax", "optax", "tpugui.training.jax.backend"),
    noisy=("jax", "jaxlib"),
    tpu_install=("-U", "jax[tpu]", "optax"),
    tpu_check=("jax", "jaxlib", "libtpu", "optax"),
    probe="""
import jax
ds = jax.devices()
out = {"version": jax.__version__, "backend": jax.default_backend(),
       "devices": [str(d) for d in ds], "device_kind": ds[0].device_kind if ds else None}
""",
    probe_devices="devices",
    learn_button=N_("Train this job with JAX"),
    learn_done=N_("Learn: the job now trains with JAX (a jitted step over every device)"),
)

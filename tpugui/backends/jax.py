"""JAX (with optax and orbax): CPU, GPU and TPU; its input is a tf.data pipeline."""

from tpugui.backends import Backend

BACKEND = Backend(
    name="jax",
    label="JAX",
    module="jax",
    distributions=("jax",),
    trainer="tpugui.training.jax_backend:train",
    logical_cpus=True,
    companions=("jaxlib",),
    needs=("tensorflow",),
    warm_imports=("tensorflow", "jax", "optax", "tpugui.training.jax_backend"),
    tpu_install=("-U", "jax[tpu]", "optax"),
    tpu_check=("jax", "jaxlib", "libtpu", "optax"),
)

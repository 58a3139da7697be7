"""TensorFlow / Keras: CPU, GPU and TPU (TPUStrategy); logical CPU devices for strategies."""

from tpugui.backends import Backend

BACKEND = Backend(
    name="tensorflow",
    label="TensorFlow",
    module="tensorflow",
    distributions=("tensorflow", "tensorflow-cpu", "tensorflow-macos", "tf-nightly"),
    trainer="tpugui.training.tf_backend:train",
    logical_cpus=True,
    companions=("keras",),
    warm_imports=("tensorflow", "keras", "tpugui.training.tf_backend"),
    tpu_install=(
        "tensorflow-tpu",
        "-f",
        "https://storage.googleapis.com/libtpu-tf-releases/index.html",
    ),
    tpu_check=("tensorflow-tpu", "tensorflow", "libtpu"),
)

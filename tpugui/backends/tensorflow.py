"""TensorFlow / Keras: CPU, GPU and TPU (TPUStrategy); logical CPU devices for strategies."""

from tpugui.backends import Backend

BACKEND = Backend(
    name="tensorflow",
    label="TensorFlow",
    module="tensorflow",
    distributions=("tensorflow", "tensorflow-cpu", "tensorflow-macos", "tf-nightly"),
    peak_memory="tpugui.tuning.measure:tf_peak",
    lr_steps="tpugui.training.tensorflow.tuning:lr_steps",
    trainer="tpugui.training.tensorflow.backend:train",
    processes="tpugui.training.tensorflow.cluster:rank_env",
    export_format="tpugui.inference.export:KERAS",
    profiler="tpugui.training.tensorflow.profiler:Capturer",
    compiles="tpugui.training.tensorflow.compile:tf_source",
    model_templates=(("tensorflow_model.py", ""),),
    optimizer_methods=("apply_gradients",),
    optimizer_words="a keras.optimizers.Optimizer",
    notebook_cells="tpugui.notebook:tf_cells",
    reads_tf_data=True,
    order=0,
    strategies=("auto", "default", "mirrored", "tpu", "multi_worker"),
    tpu_unsupported=("7x",),  # TensorFlow has no TPU7x support (JAX and PyTorch/XLA do)
    tpu_rank=0,
    reads_keys=(
        "model.strategy",
        "model.logical_cpus",  # MirroredStrategy over logical CPU devices
        "train.steps_per_execution",
        "train.jit_compile",
    ),
    warm_up="tpugui.training.tensorflow.build:warm_up",
    companions=("keras",),
    warm_imports=("tensorflow", "keras", "tpugui.training.tensorflow.backend"),
    noisy=("tensorflow", "keras"),
    tpu_install=(
        "tensorflow-tpu",
        "-f",
        "https://storage.googleapis.com/libtpu-tf-releases/index.html",
    ),
    tpu_check=("tensorflow-tpu", "tensorflow", "libtpu"),
    probe="""
import os
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
import tensorflow as tf
out = {"version": tf.__version__,
       "gpus": [d.name for d in tf.config.list_physical_devices("GPU")], "tpus": []}
if os.environ.get("TPUGUI_PROBE_TPU") == "1":
    try:
        r = tf.distribute.cluster_resolver.TPUClusterResolver(tpu="local")
        tf.config.experimental_connect_to_cluster(r)
        tf.tpu.experimental.initialize_tpu_system(r)
        out["tpus"] = [d.name for d in tf.config.list_logical_devices("TPU")]
    except Exception as e:
        out["tpu_error"] = (type(e).__name__ + ": " + str(e))[:300]
""",
    probe_devices="tpus",
)

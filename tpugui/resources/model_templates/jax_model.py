"""A tpugui model file for the jax backend, in plain JAX (Flax is not installed here).

Use it with model.architecture = "file:THIS_FILE.py" (a path relative to the job file's folder,
or absolute). tpugui imports this file once per run and calls build_model; it trains the model
with the job's loss, optimizer and metrics, the built-ins of model.task, unless this file
defines the optional hooks at the end (uncomment one to use it: remove the leading "# ").
The protocol in full: docs/user-guide.md, "Your own model file".

build_model returns a pair of functions: init(rng, x) -> params (a pytree of arrays) and
apply(params, x) -> logits, which must be pure. apply may also take train= (True in training
steps) and rng= (a fresh key each training step, None to evaluate). With Flax installed
(pip install flax), build_model may return a Flax NNX Module (as Flax's examples are written
today) or a linen Module instead, with batch statistics and dropout.
"""


def build_model(framework, input_shape, num_outputs):
    """The model: (N, H, W, C) examples in, num_outputs LOGITS out (no softmax or sigmoid).

    framework: jax. input_shape: one example's (H, W, C) (a table's row is (1, features,
    1)). num_outputs: classification one per class, multilabel one per label, regression one
    per target value.
    """
    import jax
    import jax.numpy as jnp

    h, w, c = input_shape
    sizes = [h * w * c, 128, num_outputs]

    def init(rng, x):
        keys = jax.random.split(rng, len(sizes) - 1)
        return [
            {"w": jax.random.normal(k, (a, b)) * (2.0 / a) ** 0.5, "b": jnp.zeros((b,))}
            for k, a, b in zip(keys, sizes, sizes[1:], strict=False)
        ]

    def apply(params, x, train=False, rng=None):
        x = x.reshape((x.shape[0], -1))
        for layer in params[:-1]:
            x = jax.nn.relu(x @ layer["w"].astype(x.dtype) + layer["b"].astype(x.dtype))
            if train and rng is not None:  # dropout 0.1, a fresh key every step
                rng, key = jax.random.split(rng)
                keep = jax.random.bernoulli(key, 0.9, x.shape)
                x = jnp.where(keep, x / 0.9, 0)
        last = params[-1]
        return x @ last["w"].astype(x.dtype) + last["b"].astype(x.dtype)

    return init, apply


# --- optional hooks: each one defined replaces the job's own ----------------------------------
#
# def make_loss(framework, task):
#     """loss(outputs, targets) -> the batch's mean loss, instead of the task's built-in one.
#
#     targets: classification class indices (N,); multilabel 0/1 (N, labels); regression
#     (N, targets).
#     """
#     import jax
#     import optax
#
#     def loss(outputs, targets):
#         outputs = outputs.astype("float32")
#         if task == "classification":  # cross-entropy with 10 % label smoothing
#             onehot = jax.nn.one_hot(targets, outputs.shape[-1])
#             return optax.softmax_cross_entropy(outputs, optax.smooth_labels(onehot, 0.1)).mean()
#         if task == "multilabel":
#             return optax.sigmoid_binary_cross_entropy(outputs, targets).mean()
#         return optax.huber_loss(outputs, targets).mean()  # regression, less moved by outliers
#
#     return loss
#
#
# def make_optimizer(framework, learning_rate):
#     """An optax GradientTransformation; learning_rate follows train.learning_rate and
#     train.schedule."""
#     import optax
#
#     return optax.chain(
#         optax.clip_by_global_norm(1.0), optax.adamw(learning_rate, weight_decay=1e-4)
#     )
#
#
# def metrics(framework):
#     """{name: fn(outputs, targets)} -> the batch's mean; logged as name and val_name."""
#     import jax.numpy as jnp
#
#     def top2_accuracy(outputs, targets):  # classification: the class among the best two
#         top2 = jnp.argsort(outputs, axis=-1)[:, -2:]
#         return (top2 == targets[:, None]).any(axis=-1).mean()
#
#     return {"top2_accuracy": top2_accuracy}

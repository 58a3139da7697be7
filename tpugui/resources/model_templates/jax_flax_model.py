"""A tpugui model file for the jax backend (a Flax NNX Module, as Flax's MNIST example).

Use it with model.architecture = "file:THIS_FILE.py" (a path relative to the job file's folder,
or absolute). tpugui imports this file once per run and calls build_model; it trains the model
with the job's loss, optimizer and metrics, the built-ins of model.task, unless this file
defines the optional hooks at the end (uncomment one to use it: remove the leading "# ").
The protocol in full: docs/user-guide.md, "Your own model file".

build_model returns the module itself, built with rngs=nnx.Rngs(0): its initial weights are
the module's own. Its nnx.Param variables are trained; its other variables (nnx.BatchNorm's
running mean and var) are the run's state, updated by each training step and kept in the
checkpoints. The run does what model.train() and model.eval() do in Flax's example: Dropout
and BatchNorm see training steps in training mode and evaluation and predictions in eval
mode. __call__ gets rngs=nnx.Rngs(...) with a fresh key every training step, so
self.dropout(x, rngs=rngs) draws anew each step (a Dropout built with rngs= is reseeded too).
"""


def build_model(framework, input_shape, num_outputs):
    """The model: (N, H, W, C) examples in, num_outputs LOGITS out (no softmax or sigmoid).

    framework: jax. input_shape: one example's (H, W, C) (a table's row is (1, features,
    1)). num_outputs: classification one per class, multilabel one per label, regression one
    per target value.
    """
    from functools import partial

    from flax import nnx

    def pool(h, w):
        """A 2x2 average pool (a side of 1 pixel, such as a table's row, stays 1) and the
        height and width after it."""
        window = (min(h, 2), min(w, 2))
        return partial(nnx.avg_pool, window_shape=window, strides=window), (
            h // window[0],
            w // window[1],
        )

    class CNN(nnx.Module):
        """Two convolutions with batch norm, average pools and dropout, then two dense layers."""

        def __init__(self, input_shape, num_outputs, *, rngs: nnx.Rngs):
            h, w, c = input_shape
            self.conv1 = nnx.Conv(c, 32, kernel_size=(3, 3), rngs=rngs)
            # momentum 0.9: the running statistics follow a short run sooner than the default
            self.batch_norm1 = nnx.BatchNorm(32, momentum=0.9, rngs=rngs)
            self.dropout1 = nnx.Dropout(rate=0.025)
            self.pool1, (h, w) = pool(h, w)
            self.conv2 = nnx.Conv(32, 64, kernel_size=(3, 3), rngs=rngs)
            self.batch_norm2 = nnx.BatchNorm(64, momentum=0.9, rngs=rngs)
            self.pool2, (h, w) = pool(h, w)
            self.linear1 = nnx.Linear(h * w * 64, 256, rngs=rngs)
            self.dropout2 = nnx.Dropout(rate=0.025)
            self.linear2 = nnx.Linear(256, num_outputs, rngs=rngs)

        def __call__(self, x, rngs: nnx.Rngs | None = None):
            x = self.pool1(nnx.relu(self.batch_norm1(self.conv1(x))))
            x = self.dropout1(x, rngs=rngs)
            x = self.pool2(nnx.relu(self.batch_norm2(self.conv2(x))))
            x = x.reshape(x.shape[0], -1)  # flatten
            x = self.dropout2(nnx.relu(self.linear1(x)), rngs=rngs)
            return self.linear2(x)

    return CNN(input_shape, num_outputs, rngs=nnx.Rngs(0))


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
#     """An optax GradientTransformation, the one Flax's example gives nnx.Optimizer(model, tx,
#     wrt=nnx.Param): tpugui applies it to the nnx.Param values itself. learning_rate follows
#     train.learning_rate and train.schedule."""
#     import optax
#
#     return optax.chain(
#         optax.clip_by_global_norm(1.0), optax.adamw(learning_rate, b1=0.9, weight_decay=1e-4)
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

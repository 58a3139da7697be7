"""A tpugui model file for the tensorflow backend (Keras 3).

Use it with model.architecture = "file:THIS_FILE.py" (a path relative to the job file's folder,
or absolute). tpugui imports this file once per run and calls build_model; it trains the model
with the job's loss, optimizer and metrics, the built-ins of model.task, unless this file
defines the optional hooks at the end (uncomment one to use it: remove the leading "# ").
The protocol in full: docs/user-guide.md, "Your own model file".
"""


def build_model(framework, input_shape, num_outputs):
    """The model: (N, H, W, C) examples in, num_outputs LOGITS out (no softmax or sigmoid).

    framework: "tensorflow". input_shape: one example's (H, W, C) (a table's row is
    (1, features, 1)). num_outputs: classification one per class, multilabel one per label,
    regression one per target value.
    """
    import keras

    inputs = keras.Input(shape=tuple(input_shape))
    x = keras.layers.Flatten()(inputs)
    x = keras.layers.Dense(128, activation="relu")(x)
    x = keras.layers.Dropout(0.1)(x)
    # the last layer in float32: a mixed-precision run keeps a stable loss
    outputs = keras.layers.Dense(num_outputs, dtype="float32", name="logits")(x)
    return keras.Model(inputs, outputs)


# --- optional hooks: each one defined replaces the job's own ----------------------------------
#
# def make_loss(framework, task):
#     """loss(outputs, targets) -> the batch's mean loss, instead of the task's built-in one.
#
#     targets: classification class indices (N,); multilabel 0/1 (N, labels); regression
#     (N, targets). Mind the order: outputs first (Keras's losses take (y_true, y_pred)).
#     """
#     import keras
#
#     def loss(outputs, targets):
#         if task == "classification":  # cross-entropy with 10 % label smoothing
#             onehot = keras.ops.one_hot(keras.ops.cast(targets, "int32"), outputs.shape[-1])
#             per = keras.losses.categorical_crossentropy(
#                 onehot, outputs, from_logits=True, label_smoothing=0.1
#             )
#         elif task == "multilabel":
#             per = keras.losses.binary_crossentropy(targets, outputs, from_logits=True)
#         else:  # regression: Huber, less moved by outliers than the mean squared error
#             per = keras.losses.huber(targets, outputs)
#         return keras.ops.mean(per)
#
#     return loss
#
#
# def make_optimizer(framework, learning_rate):
#     """A Keras optimizer; learning_rate follows train.learning_rate and train.schedule."""
#     import keras
#
#     return keras.optimizers.AdamW(learning_rate, weight_decay=1e-4, clipnorm=1.0)
#
#
# def metrics(framework):
#     """{name: fn(outputs, targets)} -> the batch's mean; logged as name and val_name."""
#     import keras
#
#     def top2_accuracy(outputs, targets):  # classification: the class among the best two
#         top2 = keras.ops.top_k(outputs, 2)[1]
#         hit = keras.ops.any(top2 == keras.ops.cast(targets, "int32")[:, None], axis=-1)
#         return keras.ops.mean(keras.ops.cast(hit, "float32"))
#
#     return {"top2_accuracy": top2_accuracy}

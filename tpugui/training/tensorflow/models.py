"""The built-in networks in Keras 3 (channels-last); outputs are float32 logits.

The final Dense layer is float32 so mixed precision keeps a stable loss. Keras is imported inside
the functions.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tpugui.i18n_marks import Message
from tpugui.training import models as spec


def build(
    architecture: str,
    input_shape: tuple[int, ...],
    num_outputs: int,
    base_dir: str | Path | None = None,
    notes: list[Message] | None = None,
) -> Any:
    """The model; a model file's final softmax or sigmoid is taken off (:func:`as_logits`),
    said in ``notes``."""
    import keras

    path = spec.model_file(architecture, base_dir)
    if path is not None:
        model = spec.build_user_model(
            path, "tensorflow", input_shape, num_outputs, (keras.Model, "keras.Model")
        )
        model, removed = as_logits(model)
        if removed and notes is not None:
            notes.append(Message(spec.AS_LOGITS, {"activation": removed}))
        return model
    inputs = keras.Input(shape=tuple(input_shape), name="image")
    x = {"mlp": _mlp, "cnn": _cnn, "resnet": _resnet}[architecture](inputs, input_shape)
    outputs = keras.layers.Dense(num_outputs, dtype="float32", name="logits")(x)
    return keras.Model(inputs, outputs, name=architecture)


def as_logits(model: Any) -> tuple[Any, str]:
    """A Keras model whose last layer applies softmax or sigmoid (as the Keras examples end),
    as the same model giving the values before it (logits: tpugui's losses take logits and its
    predictions apply the activation once); and which activation was taken off ('' when none).
    A Dense (or any layer) with ``activation=`` gets the linear one; a ``Softmax`` or
    ``Activation`` layer at the end is dropped."""
    import keras

    layers = list(getattr(model, "layers", []))
    if not layers:
        return model, ""
    last = layers[-1]
    names = {keras.activations.softmax: "softmax", keras.activations.sigmoid: "sigmoid"}
    if isinstance(last, keras.layers.Softmax) or (
        isinstance(last, keras.layers.Activation) and last.activation in names
    ):
        removed = "softmax" if isinstance(last, keras.layers.Softmax) else names[last.activation]
        if isinstance(model, keras.Sequential):
            return keras.Sequential(layers[:-1], name=model.name), removed
        return keras.Model(model.inputs, layers[-2].output, name=model.name), removed
    act = getattr(last, "activation", None)
    if act in names and not isinstance(last, keras.layers.Activation):
        last.activation = keras.activations.linear
        return model, names[act]
    return model, ""


def _mlp(x: Any, input_shape: tuple[int, ...]) -> Any:
    import keras

    x = keras.layers.Flatten()(x)
    for units in spec.MLP_UNITS:
        x = keras.layers.Dense(units, activation="relu")(x)
    return x


def _cnn(x: Any, input_shape: tuple[int, ...]) -> Any:
    import keras

    for filters in spec.CNN_FILTERS:
        x = keras.layers.Conv2D(filters, 3, padding="same", activation="relu")(x)
    for pool in spec.pool_plan(input_shape[0], input_shape[1]):
        x = keras.layers.MaxPooling2D(pool_size=pool)(x)
    x = keras.layers.Flatten()(x)
    return keras.layers.Dense(spec.CNN_DENSE, activation="relu")(x)


def _block(x: Any, filters: int, stride: int) -> Any:
    import keras
    from keras import layers

    shortcut = x
    y = layers.Conv2D(filters, 3, strides=stride, padding="same", use_bias=False)(x)
    y = layers.BatchNormalization()(y)
    y = layers.ReLU()(y)
    y = layers.Conv2D(filters, 3, padding="same", use_bias=False)(y)
    y = layers.BatchNormalization()(y)
    if stride != 1 or shortcut.shape[-1] != filters:
        shortcut = layers.Conv2D(filters, 1, strides=stride, use_bias=False)(shortcut)
        shortcut = layers.BatchNormalization()(shortcut)
    return keras.layers.ReLU()(layers.Add()([y, shortcut]))


def _resnet(x: Any, input_shape: tuple[int, ...]) -> Any:
    from keras import layers

    x = layers.Conv2D(spec.RESNET_WIDTHS[0], 3, padding="same", use_bias=False)(x)
    x = layers.BatchNormalization()(x)
    x = layers.ReLU()(x)
    for width, stride in zip(
        spec.RESNET_WIDTHS, spec.resnet_strides(input_shape[0], input_shape[1]), strict=True
    ):
        x = _block(x, width, stride)
        x = _block(x, width, 1)
    return layers.GlobalAveragePooling2D()(x)

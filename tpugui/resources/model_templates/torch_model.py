"""A tpugui model file for the torch and torch_xla backends (PyTorch).

Use it with model.architecture = "file:THIS_FILE.py" (a path relative to the job file's folder,
or absolute). tpugui imports this file once per run and calls build_model; it trains the model
with the job's loss, optimizer and metrics, the built-ins of model.task, unless this file
defines the optional hooks at the end (uncomment one to use it: remove the leading "# ").
The protocol in full: docs/user-guide.md, "Your own model file".
"""


def build_model(framework, input_shape, num_outputs):
    """The model: (N, C, H, W) float32 examples in (channels first), num_outputs LOGITS out
    (no softmax or sigmoid).

    framework: "torch" (also for torch_xla). input_shape: one example's (H, W, C) as the job
    sees it (a table's row is (1, features, 1)). num_outputs: classification one per class,
    multilabel one per label, regression one per target value.
    """
    from torch import nn

    h, w, c = input_shape
    return nn.Sequential(
        nn.Flatten(),
        nn.Linear(h * w * c, 128),
        nn.ReLU(),
        nn.Dropout(0.1),
        nn.Linear(128, num_outputs),
    )


# --- optional hooks: each one defined replaces the job's own ----------------------------------
#
# def make_loss(framework, task):
#     """loss(outputs, targets) -> the batch's mean loss, instead of the task's built-in one.
#
#     targets: classification class indices (N,); multilabel 0/1 (N, labels); regression
#     (N, targets).
#     """
#     import torch.nn.functional as F
#
#     def loss(outputs, targets):
#         if task == "classification":  # cross-entropy with 10 % label smoothing
#             return F.cross_entropy(outputs, targets.long(), label_smoothing=0.1)
#         if task == "multilabel":
#             return F.binary_cross_entropy_with_logits(outputs, targets.float())
#         return F.huber_loss(outputs, targets.float())  # regression, less moved by outliers
#
#     return loss
#
#
# def make_optimizer(framework, learning_rate):
#     """A function params -> torch.optim.Optimizer (train.schedule then scales its rate)."""
#     import torch
#
#     def optimizer(params):
#         return torch.optim.AdamW(params, lr=learning_rate, weight_decay=1e-4)
#
#     return optimizer
#
#
# def metrics(framework):
#     """{name: fn(outputs, targets)} -> the batch's mean; logged as name and val_name."""
#
#     def top2_accuracy(outputs, targets):  # classification: the class among the best two
#         top2 = outputs.topk(2, dim=-1).indices
#         return (top2 == targets[:, None]).any(dim=-1).float().mean()
#
#     return {"top2_accuracy": top2_accuracy}

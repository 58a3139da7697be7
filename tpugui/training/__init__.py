"""tpugui.training"""

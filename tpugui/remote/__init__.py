"""tpugui.remote"""

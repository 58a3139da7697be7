"""tpugui.devices"""

"""Everything that imports PySide6, pyqtgraph or superqt: the window, its pages and widgets."""

import sys

from tpugui.cli import main

sys.exit(main())

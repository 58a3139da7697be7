"""A Parquet table (one file or a glob, as Hugging Face datasets and most data tools write it),
one example per row, read with pyarrow. Its columns carry their types, so there is no header,
delimiter or rows to skip; how they become numbers is :mod:`.tables`'."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from tpugui.i18n_marks import N_
from tpugui.job_errors import job_error
from tpugui.sources.tables import Table, TableSource, assemble

if TYPE_CHECKING:
    from tpugui.job import DataSection, Job


def read_parquet(files: list[str], key: str) -> Table:
    """Every file, read and checked (``key`` names data.path or validation_path)."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    tables = []
    for f in files:
        try:
            t = pq.read_table(f)
        except (pa.ArrowInvalid, OSError) as exc:
            raise job_error(
                key,
                N_("{file} is not a readable Parquet file ({error})"),
                file=Path(f).name,
                error=str(exc).splitlines()[0][:200],
            ) from None
        tables.append(t)
    return assemble(tables, files, key, 1, "row")


class Parquet(TableSource):
    name = "parquet"
    order = 6
    keys = ("data.path", "data.location", "data.validation_path", "data.label", "data.features")
    no_match = N_("no files match {pattern}; name a .parquet file or a glob like data/*.parquet")
    val_no_match = N_("no files match {pattern} (a Parquet file or glob like data.path)")

    def read(self, data: DataSection, name: str, key: str, base_dir: str | Path | None) -> Table:
        return read_parquet(self.files(name, key, base_dir), key)

    def rows(self, data: DataSection, files: list[str], base_dir: str | Path | None) -> int:
        """The rows each file's footer says (no column read); a file pyarrow cannot open is
        said as :func:`read_parquet` says it."""
        import pyarrow as pa
        import pyarrow.parquet as pq

        try:
            return sum(pq.ParquetFile(f).metadata.num_rows for f in files)
        except (pa.ArrowInvalid, OSError):
            return len(next(iter(read_parquet(files, "data.path").columns.values()), ()))

    def code_packages(self, job: Job) -> list[str]:
        return [
            "import pyarrow as pa",
            "import pyarrow.compute as pc",
            "import pyarrow.parquet as pq",
        ]

    def read_code(self, data: DataSection) -> list[str]:
        return [
            "def read_table(pattern):",
            "    files = sorted(f for f in glob.glob(pattern) if os.path.isfile(f))",
            "    tables = [pq.read_table(f) for f in files]",
            '    return columns_of(pa.concat_tables(tables, promote_options="permissive"))',
        ]


SOURCE = Parquet()

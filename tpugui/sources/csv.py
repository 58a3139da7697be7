"""A CSV table (one file or a glob), one example per row, read with pyarrow's CSV reader.

``data.header`` (the first row names the columns; without one they are f0, f1, ...),
``data.skip_rows`` (lines before it that are not the table: scikit-learn's tables start with
"rows,columns,class names") and ``data.delimiter``. A row with another number of values than the
header is refused with its file and line. How the columns become numbers is :mod:`.tables`'.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from tpugui.i18n_marks import N_
from tpugui.job_errors import job_error
from tpugui.sources.tables import Table, TableSource, assemble

if TYPE_CHECKING:
    from tpugui.job import DataSection, Job


def _options(
    data: DataSection, bad: list[Any] | None = None, threads: bool = True
) -> dict[str, Any]:
    import pyarrow.csv as pcsv

    def invalid(row: Any) -> str:  # a ragged row: kept aside, refused after the read
        if bad is not None:
            bad.append(row)
        return "skip"

    return {
        "read_options": pcsv.ReadOptions(
            skip_rows=data.skip_rows,
            autogenerate_column_names=not data.header,
            use_threads=threads,
        ),
        "parse_options": pcsv.ParseOptions(delimiter=data.delimiter, invalid_row_handler=invalid),
        "convert_options": pcsv.ConvertOptions(strings_can_be_null=True),
    }


def read_csv(files: list[str], data: DataSection, key: str) -> Table:
    """Every file, read and checked (``key`` names data.path or validation_path in messages)."""
    import pyarrow as pa
    import pyarrow.csv as pcsv

    tables = []
    first = 1 + data.skip_rows + (1 if data.header else 0)  # the line of the first row
    for f in files:
        bad: list[Any] = []
        try:
            t = pcsv.read_csv(f, **_options(data, bad))
        except (pa.ArrowInvalid, OSError) as exc:
            raise job_error(
                key,
                N_(
                    "{file} is not a readable CSV table ({error}); check data.delimiter and "
                    "data.skip_rows"
                ),
                file=Path(f).name,
                error=str(exc).splitlines()[0][:200],
            ) from None
        if bad and bad[0].number is None:  # read in parallel: once more in order, for the line
            bad.clear()
            pcsv.read_csv(f, **_options(data, bad, threads=False))
        if bad:
            row = bad[0]
            raise job_error(
                key,
                N_(
                    "{file} line {line} has {got} values where the header has {want}; fix or "
                    "remove that row (or set data.skip_rows past lines that are not the table)"
                ),
                file=Path(f).name,
                line=row.number if row.number is not None else "?",
                got=row.actual_columns,
                want=row.expected_columns,
            )
        tables.append(t)
    return assemble(tables, files, key, first)


class Csv(TableSource):
    name = "csv"
    order = 5
    keys = (
        "data.path",
        "data.location",
        "data.validation_path",
        "data.label",
        "data.features",
        "data.header",
        "data.skip_rows",
        "data.delimiter",
    )
    no_match = N_("no files match {pattern}; name a .csv file or a glob like data/part-*.csv")
    val_no_match = N_("no files match {pattern} (a CSV file or glob like data.path)")

    def read(self, data: DataSection, name: str, key: str, base_dir: str | Path | None) -> Table:
        return read_csv(self.files(name, key, base_dir), data, key)

    def code_packages(self, job: Job) -> list[str]:
        return [
            "import pyarrow as pa",
            "import pyarrow.compute as pc",
            "import pyarrow.csv as pcsv",
        ]

    def read_code(self, data: DataSection) -> list[str]:
        return [
            "def read_table(pattern):",
            "    files = sorted(f for f in glob.glob(pattern) if os.path.isfile(f))",
            "    options = dict(",
            f"        read_options=pcsv.ReadOptions(skip_rows={data.skip_rows}, "
            f"autogenerate_column_names={not data.header}),",
            f"        parse_options=pcsv.ParseOptions(delimiter={data.delimiter!r}),",
            "        convert_options=pcsv.ConvertOptions(strings_can_be_null=True),",
            "    )",
            "    tables = [pcsv.read_csv(f, **options) for f in files]",
            '    return columns_of(pa.concat_tables(tables, promote_options="permissive"))',
        ]


SOURCE = Csv()

"""`preflight diff --format sql` counts, on DuckDB and on a real PostgreSQL server, exactly
what the streaming path (`--states … --format json`) counts, for every kind of change; the
query for the other dialects parses with sqlglot."""

import json
import random

import duckdb
import pytest
import sqlglot

from generate import EVERY_KIND, catalog_pairs, random_states, write_states

SEED = 20261201
PAIRS = catalog_pairs(SEED, 6)
SUBSCRIBERS = 3000
COLUMNS = ("affected", "losing_choice", "following_default", "receiving")
JSON_KEYS = ("affected", "losingChoice", "followingDefault", "receiving")


@pytest.fixture(scope="module", params=range(len(PAIRS)), ids=lambda index: f"pair{index}")
def case(request, tmp_path_factory, preflight):
    """One catalog pair with its states: the files, and the streaming path's counts by change id."""
    old, new = PAIRS[request.param]
    folder = tmp_path_factory.mktemp(f"pair{request.param}")
    (folder / "old.json").write_text(json.dumps(old, ensure_ascii=False), encoding="utf-8")
    (folder / "new.json").write_text(json.dumps(new, ensure_ascii=False), encoding="utf-8")
    states = random_states(random.Random(SEED + request.param), old, new, SUBSCRIBERS)
    jsonl, subscribers, choices = write_states(states, folder)
    report = preflight("diff", folder / "old.json", folder / "new.json", "--states", jsonl, "--format", "json")
    assert report.returncode in (0, 1), report.stderr
    document = json.loads(report.stdout)
    assert document["subscribers"]["total"] == SUBSCRIBERS
    expected = [(change["id"], tuple(change["subscribers"][key] for key in JSON_KEYS)) for change in document["changes"]]
    return {"folder": folder, "subscribers": subscribers, "choices": choices, "expected": expected,
            "kinds": {change["kind"] for change in document["changes"]}}


def sql_for(preflight, case, dialect, *extra):
    result = preflight("diff", case["folder"] / "old.json", case["folder"] / "new.json", "--format", "sql",
                       "--dialect", dialect, *extra)
    assert result.returncode in (0, 1), result.stderr
    assert result.stdout.strip(), "an empty query"
    return result.stdout


def as_rows(rows):
    return [(row[0], tuple(None if value is None else int(value) for value in row[1:])) for row in rows]


def test_the_pairs_make_every_kind_of_change(preflight, tmp_path):
    kinds = set()
    for index, (old, new) in enumerate(PAIRS):
        (tmp_path / "old.json").write_text(json.dumps(old), encoding="utf-8")
        (tmp_path / "new.json").write_text(json.dumps(new), encoding="utf-8")
        report = preflight("diff", tmp_path / "old.json", tmp_path / "new.json", "--format", "json")
        kinds |= {change["kind"] for change in json.loads(report.stdout)["changes"]}
    assert kinds == EVERY_KIND, f"never made: {sorted(EVERY_KIND - kinds)}"


def test_duckdb_counts_what_the_streaming_path_counts(preflight, case):
    connection = duckdb.connect()
    connection.execute("CREATE TABLE subscribers (subscriber_id VARCHAR PRIMARY KEY)")
    connection.execute(
        "CREATE TABLE subscriber_choices (subscriber_id VARCHAR, topic_slug VARCHAR, channel VARCHAR, opted_in BOOLEAN)")
    connection.execute(f"COPY subscribers FROM '{case['subscribers']}' (FORMAT csv, HEADER false)")
    connection.execute(f"COPY subscriber_choices FROM '{case['choices']}' (FORMAT csv, HEADER false)")
    rows = connection.execute(sql_for(preflight, case, "duckdb")).fetchall()
    assert as_rows(rows) == case["expected"]


def test_postgres_counts_what_the_streaming_path_counts(preflight, postgres, case):
    schema = case["folder"].name.replace("-", "_").lower()
    postgres.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE; CREATE SCHEMA {schema};"
                     f"CREATE TABLE {schema}.members (subscriber_id text PRIMARY KEY);"
                     f"CREATE TABLE {schema}.choices (subscriber_id text, topic_slug text, channel text, opted_in boolean)")
    postgres.psql_run("-c", f"\\copy {schema}.members FROM '{case['subscribers']}' WITH (FORMAT csv)")
    postgres.psql_run("-c", f"\\copy {schema}.choices FROM '{case['choices']}' WITH (FORMAT csv)")
    # Schema-qualified names given on the command line.
    query = sql_for(preflight, case, "postgres", "--subscribers-table", f"{schema}.members",
                    "--choices-table", f"{schema}.choices")
    assert as_rows(postgres.query(query)) == case["expected"]


@pytest.mark.parametrize("dialect", ["bigquery", "snowflake", "spark", "duckdb", "postgres"])
def test_every_dialect_parses(preflight, case, dialect):
    query = sql_for(preflight, case, dialect, "--subscribers-table", "analytics.subscribers")
    parsed = sqlglot.parse(query, read=dialect)
    assert len([expression for expression in parsed if expression is not None]) == 1


def test_no_subscribers_counts_zero(preflight, case):
    connection = duckdb.connect()
    connection.execute("CREATE TABLE subscribers (subscriber_id VARCHAR)")
    connection.execute(
        "CREATE TABLE subscriber_choices (subscriber_id VARCHAR, topic_slug VARCHAR, channel VARCHAR, opted_in BOOLEAN)")
    rows = as_rows(connection.execute(sql_for(preflight, case, "duckdb")).fetchall())
    assert [change_id for change_id, _ in rows] == [change_id for change_id, _ in case["expected"]]
    for (_, counts), (_, expected) in zip(rows, case["expected"]):
        assert counts == tuple(None if value is None else 0 for value in expected)

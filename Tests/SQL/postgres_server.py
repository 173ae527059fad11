"""A throwaway PostgreSQL server: a cluster made with initdb in a temporary folder, listening
only on a unix socket in that folder on a free port, stopped and deleted at the end.

As root (CI runs as root), the server runs as the `postgres` user, since PostgreSQL refuses to
run as root. Data is loaded and queries run through `psql`, so no Python driver is needed.
"""

import csv
import glob
import io
import os
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path


def find_tool(name):
    """A PostgreSQL program: on PATH, else in Debian's versioned folder (the newest)."""
    found = shutil.which(name)
    if found:
        return found
    candidates = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"), key=lambda p: int(Path(p).parts[4]))
    return candidates[-1] if candidates else None


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class PostgresServer:
    def __init__(self):
        self.initdb = find_tool("initdb")
        self.pg_ctl = find_tool("pg_ctl")
        self.psql = find_tool("psql")
        if not (self.initdb and self.pg_ctl and self.psql):
            raise FileNotFoundError("initdb, pg_ctl and psql (Debian: apt-get install postgresql)")
        self.as_root = os.geteuid() == 0
        # Under /tmp itself, not pytest's private folder, which the postgres user cannot enter.
        self.folder = Path(tempfile.mkdtemp(prefix="preflight-pg-"))
        self.data = self.folder / "data"
        self.port = free_port()
        self.started = False

    def _server_command(self, *words):
        if self.as_root:
            return ["runuser", "-u", "postgres", "--", *words]
        return list(words)

    def start(self):
        if self.as_root:
            shutil.chown(self.folder, user="postgres")
        os.chmod(self.folder, 0o755)
        subprocess.run(
            self._server_command(self.initdb, "-D", str(self.data), "-U", "preflight", "--auth=trust",
                                 "--encoding=UTF8", "--locale=C", "--no-sync"),
            check=True, capture_output=True)
        options = f"-c listen_addresses='' -c unix_socket_directories='{self.folder}' -p {self.port} -c fsync=off"
        # -w waits until the server accepts connections (an event, not a sleep).
        subprocess.run(
            self._server_command(self.pg_ctl, "-D", str(self.data), "-l", str(self.folder / "server.log"),
                                 "-o", options, "-w", "-t", "60", "start"),
            check=True, capture_output=True)
        self.started = True
        return self

    def stop(self):
        try:
            if self.started:
                subprocess.run(self._server_command(self.pg_ctl, "-D", str(self.data), "-m", "fast", "-w", "stop"),
                               capture_output=True)
        finally:
            shutil.rmtree(self.folder, ignore_errors=True)

    def psql_run(self, *arguments, input_text=None):
        command = [self.psql, "-X", "-q", "-v", "ON_ERROR_STOP=1", "-h", str(self.folder), "-p", str(self.port),
                   "-U", "preflight", "-d", "postgres", *arguments]
        result = subprocess.run(command, input=input_text, capture_output=True, text=True)
        if result.returncode != 0:
            raise RuntimeError(f"psql failed ({result.returncode}): {result.stderr}")
        return result.stdout

    def execute(self, sql):
        return self.psql_run("-c", sql)

    def query(self, sql):
        """Rows of a query's result as lists of strings (None for NULL), through psql --csv."""
        output = self.psql_run("--csv", "-P", "null=<NULL>", "-f", "-", input_text=sql)
        rows = list(csv.reader(io.StringIO(output)))
        return [[None if value == "<NULL>" else value for value in row] for row in rows[1:]]

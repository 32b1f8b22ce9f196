// Database failures that are about the storage, not the request: a file that is not a database,
// a read-only file or folder, a full disk. Recognised by the drivers' codes (better-sqlite3's
// SQLITE_*, PostgreSQL's SQLSTATE), so the server can say what happened instead of a stack trace.

export type StorageProblem = 'not-a-database' | 'read-only' | 'disk-full' | 'cannot-open';

const sqliteCodes = new Map<string, StorageProblem>([
  ['SQLITE_NOTADB', 'not-a-database'],
  ['SQLITE_CORRUPT', 'not-a-database'],
  ['SQLITE_READONLY', 'read-only'],
  ['SQLITE_READONLY_DBMOVED', 'read-only'],
  ['SQLITE_READONLY_DIRECTORY', 'read-only'],
  ['SQLITE_READONLY_RECOVERY', 'read-only'],
  ['SQLITE_READONLY_ROLLBACK', 'read-only'],
  ['SQLITE_FULL', 'disk-full'],
  ['SQLITE_CANTOPEN', 'cannot-open'],
  ['SQLITE_IOERR_WRITE', 'read-only'],
  // PostgreSQL: read_only_sql_transaction, disk_full.
  ['25006', 'read-only'],
  ['53100', 'disk-full'],
]);

const fileSystemCodes = new Map<string, StorageProblem>([
  ['EROFS', 'read-only'],
  ['EACCES', 'read-only'],
  ['EPERM', 'read-only'],
  ['ENOSPC', 'disk-full'],
  ['ENOTDIR', 'cannot-open'],
  ['EEXIST', 'cannot-open'],
]);

export function storageProblem(error: unknown): StorageProblem | null {
  if (typeof error !== 'object' || error === null || !('code' in error) || typeof error.code !== 'string') return null;
  return sqliteCodes.get(error.code) ?? fileSystemCodes.get(error.code) ?? null;
}

/** The one line `meridian serve` prints for a storage problem at start: what, which path, what to do. */
export function describeStartupProblem(problem: StorageProblem, databaseFile: string, dataDir: string): string {
  switch (problem) {
    case 'not-a-database':
      return `${databaseFile} is not a Meridian database (not SQLite, or damaged): move it away or set DATA_DIR to another folder.`;
    case 'read-only':
      return `${databaseFile} cannot be written (read-only file, folder or disk): give the server's user write access to ${dataDir}.`;
    case 'disk-full':
      return `the disk holding ${dataDir} is full: free some space, then start again.`;
    case 'cannot-open':
      return `DATA_DIR ${dataDir} cannot be used as a folder (a part of the path is a file, or it cannot be created): set DATA_DIR to a folder the server can create.`;
  }
}

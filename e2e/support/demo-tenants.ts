// The tenants the end-to-end server imports, known before it starts: one per pack under content/demo
// (a folder with a pack.yaml; its schema_name). Read at config time, so `npx playwright test --list`
// shows every per-tenant test without a run; global-setup.ts checks the server imported exactly these.
import fs from 'node:fs';
import path from 'node:path';

const contentDir = path.resolve(import.meta.dirname, '../../content/demo');

export function demoTenants(): string[] {
  if (!fs.existsSync(contentDir)) return [];
  return fs
    .readdirSync(contentDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(contentDir, entry.name, 'pack.yaml'))
    .filter((file) => fs.existsSync(file))
    .map(
      (file) =>
        /^schema_name:\s*['"]?([a-z0-9_-]+)/m.exec(fs.readFileSync(file, 'utf8'))?.[1] ??
        path.basename(path.dirname(file)),
    )
    .sort();
}

// A TCP port nobody listens on now, found by letting the OS choose one. Synchronous, so a
// config file can use it: the probe runs in a short child process.
import { execFileSync } from 'node:child_process';

const probe = "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();})";

export function freePortSync() {
  return Number(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }));
}

// The server's memory as the bench measures it: through the process's own inspector (started with
// --inspect on loopback; Node's global WebSocket speaks the DevTools protocol), after a full garbage
// collection, so "memory per connection" compares settled heaps, not whatever garbage was pending.
export async function inspectorOf(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = () => reject(new Error('inspector connection failed'));
  });
  let next = 0;
  const pending = new Map();
  ws.onmessage = (event) => {
    const msg = JSON.parse(event.data);
    pending.get(msg.id)?.(msg);
    pending.delete(msg.id);
  };
  const call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++next;
      pending.set(id, (msg) =>
        msg.error ? reject(new Error(`${method}: ${msg.error.message}`)) : resolve(msg.result),
      );
      ws.send(JSON.stringify({ id, method, params }));
    });
  return {
    /** process.memoryUsage() after two full collections (bytes). */
    async memory() {
      await call('HeapProfiler.collectGarbage');
      await call('HeapProfiler.collectGarbage');
      const answer = await call('Runtime.evaluate', {
        expression: 'JSON.stringify(process.memoryUsage())',
        returnByValue: true,
      });
      return JSON.parse(answer.result.value);
    },
    close: () => ws.close(),
  };
}

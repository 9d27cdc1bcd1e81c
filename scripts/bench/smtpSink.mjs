// A local SMTP server in a process of its own (forked by bench/reminders.mjs): it notes when each
// message arrived, by Message-ID, and whether it was a reminder. Apart from the load client, so a
// busy load client neither delays the arrival times nor slows the SMTP side down.
// IPC: sends { port } once listening; answers 'stats' with { entries: [[id, count, at, reminder]] }.
import { SMTPServer } from 'smtp-server';

const seen = new Map();
const server = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  onData(stream, _session, callback) {
    let head = '';
    stream.on('data', (chunk) => {
      if (head.length < 8192) head += chunk.toString('latin1');
    });
    stream.on('end', () => {
      const id = /^message-id:\s*(<[^>]+>)/im.exec(head)?.[1] ?? `(none ${seen.size})`;
      const entry = seen.get(id) ?? { count: 0, at: Date.now(), reminder: /^subject:\s*Reminder:/im.test(head) };
      entry.count += 1;
      seen.set(id, entry);
      callback();
    });
  },
});
server.listen(Number(process.env.SINK_PORT || 0), '127.0.0.1', () =>
  process.send({ port: server.server.address().port }),
);
process.on('message', (message) => {
  if (message === 'stats') process.send({ entries: [...seen].map(([id, e]) => [id, e.count, e.at, e.reminder]) });
  if (message === 'stop') server.close(() => process.exit(0));
});
// The bench went away (finished, failed or interrupted): so does the sink.
process.on('disconnect', () => process.exit(0));

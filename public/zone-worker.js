postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone);

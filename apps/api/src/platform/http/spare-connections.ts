import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Follows the server's connections; the function returned destroys those that have not sent a
 * byte yet (the spare connections browsers and HTTP clients open ahead of need). `server.close()`
 * ends idle keep-alive connections itself, but waits for these until their header timeout.
 */
export function trackSpareConnections(server: Server): () => void {
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return () => {
    for (const socket of sockets) if (socket.bytesRead === 0) socket.destroy();
  };
}

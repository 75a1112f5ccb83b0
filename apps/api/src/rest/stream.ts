import { Readable } from "node:stream";

/**
 * A download streamed from `chunks`, with its first `ahead` chunks read before anything is sent.
 * A failure while reading those (the database down, a bad filter) throws here, so the client gets
 * a proper error status instead of a 200. A failure later (the headers and some rows already
 * sent) errors the stream, and Fastify then destroys the connection: the client sees an aborted
 * transfer (no final chunk), never a file that ends cleanly but is missing rows.
 */
export async function prefetchedStream(
  chunks: AsyncIterable<string>,
  ahead: number,
): Promise<Readable> {
  const iterator = chunks[Symbol.asyncIterator]();
  const first: string[] = [];
  let done = false;
  while (first.length < ahead) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    first.push(next.value);
  }
  async function* rest(): AsyncGenerator<string> {
    yield first.join("");
    try {
      while (!done) {
        const next = await iterator.next();
        done = next.done === true;
        if (!done) yield next.value as string;
      }
    } finally {
      // The client went away mid-download: let the source end its query.
      if (!done) await iterator.return?.();
    }
  }
  return Readable.from(rest(), { objectMode: false });
}

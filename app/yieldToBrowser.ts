/**
 * Lets the browser handle input and paint before going on: a message to ourselves, as React's scheduler does.
 * Neither a timer nor `scheduler.yield`, which a page in the background may have run once a second.
 */
export const yieldToBrowser = (): Promise<void> =>
  new Promise((resume) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resume();
    };
    channel.port2.postMessage(null);
  });

// A mail server that accepts every message and keeps it, for counting what the app really sent (bench:scale).
import net from 'node:net'

/** A header's MIME encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) as text. */
function decodeWords(header) {
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding, text) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    )
}

/**
 * Listens on `port`; `messages` holds { to, subject } of each message received, in order.
 * @returns {Promise<{ messages: { to: string[], subject: string }[], close: () => Promise<void> }>}
 */
export async function startSmtpSink(port) {
  const messages = []
  const server = net.createServer((socket) => {
    let buffer = ''
    let data = null
    let to = []
    socket.write('220 bench-smtp ready\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (data !== null) {
          if (line === '.') {
            const headers = data.slice(0, data.indexOf('')).join('\n').replace(/\n[ \t]+/g, ' ')
            const subject = decodeWords(/^Subject: (.*)$/im.exec(headers)?.[1] ?? '')
            messages.push({ to, subject })
            data = null
            to = []
            socket.write('250 kept\r\n')
          } else data.push(line)
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 bench-smtp\r\n')
        else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '')
          socket.write('250 ok\r\n')
        } else if (verb === 'DATA') {
          data = []
          socket.write('354 go on\r\n')
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n')
        } else socket.write('250 ok\r\n')
      }
    })
    socket.on('error', () => {})
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { messages, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

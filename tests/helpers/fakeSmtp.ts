import net from 'node:net'

export type ReceivedMail = { from: string; to: string[]; data: string }
export type FakeSmtp = { url: string; messages: ReceivedMail[]; close: () => Promise<void> }

/** A tiny SMTP server on loopback that accepts every message and keeps it, for the real nodemailer client to talk to. */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const messages: ReceivedMail[] = []
  const server = net.createServer((socket) => {
    let buffer = ''
    let mail: ReceivedMail = { from: '', to: [], data: '' }
    let inData = false
    const answer = (line: string): string => {
      const verb = line.slice(0, 4).toUpperCase()
      if (verb === 'EHLO' || verb === 'HELO') return '250-fake-smtp\r\n250 8BITMIME\r\n'
      if (verb === 'MAIL') mail.from = line.replace(/^MAIL FROM:\s*/i, '')
      if (verb === 'RCPT') mail.to.push(line.replace(/^RCPT TO:\s*/i, ''))
      if (verb === 'DATA') {
        inData = true
        return '354 End data with <CR><LF>.<CR><LF>\r\n'
      }
      if (verb === 'QUIT') {
        socket.end('221 Bye\r\n')
        return ''
      }
      return '250 OK\r\n'
    }
    socket.write('220 fake-smtp ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end < 0) return
          mail.data = buffer.slice(0, end)
          buffer = buffer.slice(end + 5)
          messages.push(mail)
          inData = false
          socket.write(`250 OK queued as fake-${messages.length}\r\n`)
          mail = { from: '', to: [], data: '' }
          continue
        }
        const eol = buffer.indexOf('\r\n')
        if (eol < 0) return
        const line = buffer.slice(0, eol)
        buffer = buffer.slice(eol + 2)
        const reply = answer(line)
        if (reply) socket.write(reply)
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return { url: `smtp://127.0.0.1:${port}`, messages, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

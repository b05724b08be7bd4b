import sharp from 'sharp'

/** Small real files of each format, for the tests of the upload checks. */
export const picture = (format: 'png' | 'jpeg' | 'webp' | 'avif' | 'gif') =>
  sharp({ create: { width: 2, height: 2, channels: 3, background: '#c9a227' } })
    [format]()
    .toBuffer()

const hex = (text: string) => Buffer.from(text, 'hex')
const ascii = (text: string) => Buffer.from(text, 'latin1').toString('hex')

/** The head of an MP4 (an ISO base media `ftyp` box, brand isom) and of a WebM (an EBML header, DocType webm). */
export const MP4 = hex(`00000018${ascii('ftypisom')}00000200${ascii('isomiso2')}`)
export const WEBM = hex('1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853806701')

export const SVG_WITH_SCRIPT = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><script>alert(1)</script></svg>')
export const HTML_PAGE = Buffer.from("<!doctype html><html><body><script>fetch('/admin/api/admin/users')</script></body></html>")
export const PDF = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1')
export const CSV = Buffer.from('Product Handle,Product Title,Product Description\nring-aurelia,Ring Aurelia,<p>585er Gold</p>\n')

/**
 * `npm run demo:video [-- walkaround-motorcycle.mp4]`: makes one of the demo's walk-around videos
 * (src/demo/stock/media/walkaround.mp4 by default; DEMO_VIDEOS names them and what each shows):
 * two turns of the demo 360° vehicle, encoded with ffmpeg (apt-get install ffmpeg). The files are
 * committed, so neither the demo nor CI needs ffmpeg; run this only to change one.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { SPIN_FRAME_COUNT } from '@/src/demo/inventory/spin'
import { DEMO_VIDEOS, isDemoVideoFile } from '@/src/demo/inventory/video'
import { spinFrameSvg } from '@/src/demo/stock/spin-image'

async function main() {
  const file = process.argv[2] ?? 'walkaround.mp4'
  if (!isDemoVideoFile(file)) throw new Error(`Unknown demo video ${file}; one of ${Object.keys(DEMO_VIDEOS).join(', ')}`)
  const { shape, colour } = DEMO_VIDEOS[file]
  const OUT = path.resolve('src/demo/stock/media', file)
  const dir = mkdtempSync(path.join(tmpdir(), 'demo-video-'))
  try {
    for (let i = 0; i < SPIN_FRAME_COUNT * 2; i++) {
      const png = await sharp(Buffer.from(spinFrameSvg(shape, colour, i % SPIN_FRAME_COUNT)))
        .resize(640)
        .png()
        .toBuffer()
      writeFileSync(path.join(dir, `frame${String(i).padStart(3, '0')}.png`), png)
    }
    const args = ['-y', '-framerate', '12', '-i', path.join(dir, 'frame%03d.png')]
    const encode = ['-vf', 'format=yuv420p', '-c:v', 'libx264', '-crf', '30', '-preset', 'veryslow', '-movflags', '+faststart', '-an', OUT]
    const result = spawnSync('ffmpeg', [...args, ...encode], { stdio: 'inherit' })
    if (result.status !== 0) throw new Error('ffmpeg failed (is it installed? apt-get install -y ffmpeg)')
    console.log(`Wrote ${OUT}`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})

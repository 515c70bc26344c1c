const t = setInterval(() => undefined, 1000)
const s = Date.now()
import(process.env.MOD!).then(() => { console.log(process.env.MOD, 'ok', Date.now() - s); process.exit(0) }, (e) => { console.error('ERR', e); process.exit(1) })
setTimeout(() => { console.log(process.env.MOD, 'HUNG'); process.exit(2) }, 8000)

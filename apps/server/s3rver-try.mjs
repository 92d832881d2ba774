import S3rver from 's3rver'
import { mkdtempSync } from 'node:fs'
const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: mkdtempSync('/tmp/s3rver-'), configureBuckets: [{ name: 'lumbung-test' }] })
const { port } = await server.run()
console.log('port', port)
const { S3Client, ListObjectsV2Command, PutObjectCommand } = await import('@aws-sdk/client-s3')
const s3 = new S3Client({ region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } })
await s3.send(new PutObjectCommand({ Bucket: 'lumbung-test', Key: 'a/b.csv', Body: 'x,y\n1,2\n' }))
console.log(await s3.send(new ListObjectsV2Command({ Bucket: 'lumbung-test', MaxKeys: 1 })).then(r => r.Contents))
try { await s3.send(new ListObjectsV2Command({ Bucket: 'nope-bucket', MaxKeys: 1 })) } catch (e) { console.log('err', e.name, e.message) }
const bad = new S3Client({ region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, forcePathStyle: true, credentials: { accessKeyId: 'WRONG', secretAccessKey: 'S3RVER' } })
try { await bad.send(new ListObjectsV2Command({ Bucket: 'lumbung-test', MaxKeys: 1 })) } catch (e) { console.log('err', e.name, e.message) }
await server.close()

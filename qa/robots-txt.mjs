// Lighthouse's own robots.txt audit (the one its SEO category scores) on a robots.txt read from stdin:
// prints {"score": 0|1, "errors": [...]} so a test can judge firmsite's robots.txt as Lighthouse does
// without a browser. Run with the Node that package.json brings: node_modules/.bin/node robots-txt.mjs
import RobotsTxt from 'lighthouse/core/audits/seo/robots-txt.js';

let content = '';
for await (const chunk of process.stdin) content += chunk;
const product = RobotsTxt.audit({RobotsTxt: {status: 200, content}});
const errors = (product.details?.items ?? []).map(item => `line ${item.index}: ${item.line} (${item.message})`);
console.log(JSON.stringify({score: product.score, errors}));

-- wrk script for bench/run: every request comes from a different client, as a trusted proxy in
-- front of firmsite would report it (X-Forwarded-For). Each wrk thread walks its own range of
-- 10.0.0.0/8, so no two requests in a run share an address until 4 million have been sent.
local thread_count = 0

function setup(thread)
  thread:set("first", thread_count * 4194304)
  thread_count = thread_count + 1
end

function init(args)
  sent = 0
end

function request()
  local n = first + sent % 4194304
  sent = sent + 1
  wrk.headers["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.floor(n / 65536) % 256, math.floor(n / 256) % 256, n % 256)
  return wrk.format()
end

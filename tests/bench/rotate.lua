-- Rotates over pre-built requests so that answers vary the way real traffic does (stores, pages,
-- languages, modules): a cache then helps only as much as it would in production.
-- Usage: wrk ... -s rotate.lua URL -- REQUESTS_FILE
-- REQUESTS_FILE holds one request a line: the path, then tab-separated "name: value" headers.

local prepared = {}
local position = 0
local threads = 0

function setup(thread)
  -- Each thread starts at its own place in the list, so they do not ask the same thing in step.
  thread:set("thread_index", threads)
  threads = threads + 1
end

function init(args)
  for line in io.lines(args[1]) do
    local fields = {}
    for field in string.gmatch(line, "[^\t]+") do
      fields[#fields + 1] = field
    end
    local headers = { ["Host"] = "127.0.0.1", ["Accept"] = "application/json" }
    for i = 2, #fields do
      local name, value = string.match(fields[i], "^([^:]+): (.*)$")
      headers[name] = value
    end
    -- Formatting once here keeps the load tool cheap: request() only picks a string.
    prepared[#prepared + 1] = wrk.format("GET", fields[1], headers)
  end
  position = ((thread_index or 0) * 7919) % #prepared
end

function request()
  position = position % #prepared + 1
  return prepared[position]
end

function done(summary, latency, _)
  local e = summary.errors
  io.write(string.format(
    '{"requests": %d, "duration_us": %d, "bytes": %d, "connect_errors": %d, "read_errors": %d, ' ..
    '"write_errors": %d, "status_errors": %d, "timeouts": %d, "p50_us": %d, "p90_us": %d, ' ..
    '"p99_us": %d, "mean_us": %.1f, "max_us": %d}\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.mean, latency.max))
end

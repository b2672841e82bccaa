-- Rotates over pre-built requests so that answers vary the way real traffic does (stores, pages,
-- languages, modules): a cache then helps only as much as it would in production.
-- Usage: wrk ... -s rotate.lua URL -- REQUESTS_FILE THREADS rotate|split
-- REQUESTS_FILE holds one request a line: method, path, body (may be empty), then "name: value" headers,
-- tab-separated. "rotate": every thread goes over the whole list from its own place; "split": each thread
-- keeps to its own contiguous share (cart writes: a thread's guests are never another thread's).

local prepared = {}
local position = 0
local first = 1
local last = 0
local threads = 0

function setup(thread)
  -- Each thread starts at its own place in the list, so they do not ask the same thing in step.
  thread:set("thread_index", threads)
  threads = threads + 1
end

local function fields_of(line)
  -- Empty fields count (an empty body), so split on every tab.
  local fields = {}
  for field in string.gmatch(line .. "\t", "([^\t]*)\t") do
    fields[#fields + 1] = field
  end
  return fields
end

function init(args)
  for line in io.lines(args[1]) do
    local fields = fields_of(line)
    local headers = { ["Host"] = "127.0.0.1", ["Accept"] = "application/json" }
    local body = nil
    if fields[3] ~= "" then
      body = fields[3]
      headers["Content-Type"] = "application/json"
    end
    for i = 4, #fields do
      local name, value = string.match(fields[i], "^([^:]+): (.*)$")
      headers[name] = value
    end
    -- Formatting once here keeps the load tool cheap: request() only picks a string.
    prepared[#prepared + 1] = wrk.format(fields[1], fields[2], headers, body)
  end
  local index = thread_index or 0
  if args[3] == "split" then
    local count = tonumber(args[2])
    local share = math.floor(#prepared / count)
    first = index * share + 1
    last = first + share - 1
    position = first - 1
  else
    first = 1
    last = #prepared
    position = (index * 7919) % #prepared
  end
end

function request()
  position = position + 1
  if position > last then
    position = first
  end
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

"""Overload: past its capacity a worker sheds load at once instead of queueing it into timeouts.

At most `active` API requests run at a time in one worker; up to `queue` more wait in line, each for as long
as the line's recent waits allow (line.py); beyond that line, or past its patience, a request is answered 503
with Retry-After at once (refusals.py). A request whose client has gone (the connection closed) is cancelled,
so nobody's work is done for nothing (in_flight.py): under twice the load a worker can take, it keeps
answering what it can in time rather than everything too late. While the event loop itself runs late, new
requests are refused so it can catch up (loop_lag.py). middleware.py puts these together around the routes;
capacity.py says how much one worker takes on.

Cached answers are served in front of this (they cost little), so only work that reaches the routes counts.
"""

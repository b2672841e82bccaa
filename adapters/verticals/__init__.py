"""The host side of the vertical plugin contract: what core's contract asks adapters to supply.

`storage` (a vertical's reads and serialised write transactions), `services` (core's services a vertical's
routes reach), the hooks' callers (`sign_in`, `housekeeping`, `dispatch`), all built by the container; and
`routes`, which mounts each vertical's routes on the HTTP application.
"""

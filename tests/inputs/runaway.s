; Never ends: the watchdog must stop it and report.
L:
  s_branch L

//! `logging`, written in Python and run on first import: levels and their names, the logger
//! hierarchy (`getLogger`, dotted names, effective levels, propagation), `basicConfig`,
//! `LogRecord`, `Formatter` (%-, {- and $-style formats, asctime with datefmt), `Filter`,
//! `Handler`/`StreamHandler`/`FileHandler`/`NullHandler`, the module-level shortcuts and the
//! last-resort handler CPython writes through when no handler is configured. Record fields that
//! need the caller's frame (pathname, filename, module, lineno, funcName, stack_info) or thread
//! ids are refused by name (NotImplementedError) rather than filled with a wrong value.
//! `exception()` writes the exception's last line under a header that says frames are not
//! available. Touches nothing outside its own module.

pub const LOGGING: &str = r#"
import sys as _sys
import time as _time
import datetime as _datetime
import _cudalab_inspect

CRITICAL = 50
FATAL = CRITICAL
ERROR = 40
WARNING = 30
WARN = WARNING
INFO = 20
DEBUG = 10
NOTSET = 0

_levelToName = {CRITICAL: "CRITICAL", ERROR: "ERROR", WARNING: "WARNING", INFO: "INFO", DEBUG: "DEBUG", NOTSET: "NOTSET"}
_nameToLevel = {"CRITICAL": CRITICAL, "FATAL": FATAL, "ERROR": ERROR, "WARN": WARNING, "WARNING": WARNING, "INFO": INFO, "DEBUG": DEBUG, "NOTSET": NOTSET}

BASIC_FORMAT = "%(levelname)s:%(name)s:%(message)s"
_START = _time.time()
_UNAVAILABLE = ("pathname", "filename", "module", "lineno", "funcName", "stack_info", "thread", "threadName", "taskName")

def getLevelName(level):
    """Return the textual or numeric representation of a logging level."""
    result = _levelToName.get(level)
    if result is not None:
        return result
    result = _nameToLevel.get(level)
    if result is not None:
        return result
    return "Level %s" % level

def getLevelNamesMapping():
    return dict(_nameToLevel)

def addLevelName(level, levelName):
    """Associate levelName with level."""
    _levelToName[level] = levelName
    _nameToLevel[levelName] = level

def _checkLevel(level):
    if isinstance(level, int):
        return level
    if str(level) == level:
        if level not in _nameToLevel:
            raise ValueError("Unknown level: %r" % level)
        return _nameToLevel[level]
    raise TypeError("Level not an integer or a valid string: %r" % (level,))

class LogRecord:
    """A LogRecord instance represents an event being logged."""
    def __init__(self, name, level, pathname, lineno, msg, args, exc_info, func=None, sinfo=None, **kwargs):
        ct = _time.time()
        self.name = name
        self.msg = msg
        if args and len(args) == 1 and isinstance(args[0], dict) and args[0]:
            args = args[0]
        self.args = args
        self.levelname = getLevelName(level)
        self.levelno = level
        self.exc_info = exc_info
        self.exc_text = None
        self.created = ct
        self.msecs = int((ct - int(ct)) * 1000) + 0.0
        self.relativeCreated = (ct - _START) * 1000
        self.processName = "MainProcess"

    def getMessage(self):
        """Return the message for this LogRecord, merged with its arguments."""
        msg = str(self.msg)
        if self.args:
            msg = msg % self.args
        return msg

    def __repr__(self):
        return '<LogRecord: %s, %s, "%s">' % (self.name, self.levelno, self.msg)

def makeLogRecord(dict):
    rv = LogRecord(None, None, "", 0, "", (), None, None)
    rv.__dict__.update(dict)
    return rv

def _check_fields(fmt, style):
    for field in _UNAVAILABLE:
        token = {"%": "%(" + field + ")", "{": "{" + field, "$": "$" + field}[style]
        if token in fmt or (style == "$" and "${" + field in fmt):
            raise NotImplementedError("logging: the %r record field is not supported by cudalab" % field)

class Formatter:
    """Formatter instances convert a LogRecord to text."""
    default_time_format = "%Y-%m-%d %H:%M:%S"
    default_msec_format = "%s,%03d"

    def __init__(self, fmt=None, datefmt=None, style="%", validate=True, *, defaults=None):
        if style not in ("%", "{", "$"):
            raise ValueError("Style must be one of: %s" % ",".join(("%", "{", "$")))
        if fmt is None:
            fmt = {"%": "%(message)s", "{": "{message}", "$": "${message}"}[style]
        _check_fields(fmt, style)
        self._fmt = fmt
        self._style_char = style
        self.datefmt = datefmt
        self._defaults = defaults

    def usesTime(self):
        token = {"%": "%(asctime)", "{": "{asctime", "$": "asctime"}[self._style_char]
        return token in self._fmt

    def formatTime(self, record, datefmt=None):
        dt = _datetime.datetime.fromtimestamp(record.created)
        if datefmt:
            return dt.strftime(datefmt)
        return self.default_msec_format % (dt.strftime(self.default_time_format), record.msecs)

    def formatException(self, ei):
        return _format_exception(ei)

    def formatMessage(self, record):
        values = dict(self._defaults or {})
        values.update(record.__dict__)
        if self._style_char == "%":
            return self._fmt % values
        if self._style_char == "{":
            return self._fmt.format(**values)
        import string
        return string.Template(self._fmt).substitute(**values)

    def format(self, record):
        record.message = record.getMessage()
        if self.usesTime():
            record.asctime = self.formatTime(record, self.datefmt)
        s = self.formatMessage(record)
        if record.exc_info:
            if not record.exc_text:
                record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            if s[-1:] != "\n":
                s = s + "\n"
            s = s + record.exc_text
        return s

_defaultFormatter = Formatter()

def _format_exception(ei):
    exc = ei[1] if isinstance(ei, tuple) else ei
    if exc is None:
        return "NoneType: None"
    text = str(exc)
    last = type(exc).__name__ + (": " + text if text else "")
    return "Traceback (most recent call last):\n  (cudalab: the traceback's frames are not available to logging)\n" + last

class Filter:
    """Filter instances are used to perform arbitrary filtering of LogRecords."""
    def __init__(self, name=""):
        self.name = name
        self.nlen = len(name)

    def filter(self, record):
        if self.nlen == 0 or self.name == record.name:
            return True
        if record.name.find(self.name, 0, self.nlen) != 0:
            return False
        return record.name[self.nlen] == "."

class Filterer:
    def __init__(self):
        self.filters = []

    def addFilter(self, filter):
        if filter not in self.filters:
            self.filters.append(filter)

    def removeFilter(self, filter):
        if filter in self.filters:
            self.filters.remove(filter)

    def filter(self, record):
        for f in self.filters:
            if hasattr(f, "filter"):
                result = f.filter(record)
            else:
                result = f(record)
            if not result:
                return False
        return True

class Handler(Filterer):
    """Handler instances dispatch logging events to specific destinations."""
    def __init__(self, level=NOTSET):
        Filterer.__init__(self)
        self._name = None
        self.level = _checkLevel(level)
        self.formatter = None

    def get_name(self):
        return self._name

    def set_name(self, name):
        self._name = name

    name = property(get_name, set_name)

    def setLevel(self, level):
        self.level = _checkLevel(level)

    def setFormatter(self, fmt):
        self.formatter = fmt

    def format(self, record):
        fmt = self.formatter if self.formatter else _defaultFormatter
        return fmt.format(record)

    def emit(self, record):
        raise NotImplementedError("emit must be implemented by Handler subclasses")

    def handle(self, record):
        rv = self.filter(record)
        if rv:
            self.emit(record)
        return rv

    def acquire(self):
        pass

    def release(self):
        pass

    def flush(self):
        pass

    def close(self):
        pass

    def handleError(self, record):
        raise

    def __repr__(self):
        return "<%s (%s)>" % (self.__class__.__name__, getLevelName(self.level))

def _stream_name(stream):
    if stream is _sys.stderr:
        return "<stderr>"
    if stream is _sys.stdout:
        return "<stdout>"
    return str(getattr(stream, "name", ""))

class StreamHandler(Handler):
    """A handler class which writes logging records, appropriately formatted, to a stream."""
    terminator = "\n"

    def __init__(self, stream=None):
        Handler.__init__(self)
        if stream is None:
            stream = _sys.stderr
        self.stream = stream

    def flush(self):
        if self.stream and hasattr(self.stream, "flush"):
            self.stream.flush()

    def emit(self, record):
        msg = self.format(record)
        self.stream.write(msg + self.terminator)
        self.flush()

    def setStream(self, stream):
        if stream is self.stream:
            return None
        result = self.stream
        self.flush()
        self.stream = stream
        return result

    def __repr__(self):
        name = _stream_name(self.stream)
        return "<%s %s(%s)>" % (self.__class__.__name__, name + " " if name else "", getLevelName(self.level))

class FileHandler(StreamHandler):
    """A handler class which writes formatted logging records to disk files."""
    def __init__(self, filename, mode="a", encoding=None, delay=False, errors=None):
        import os
        self.baseFilename = os.path.abspath(filename)
        self.mode = mode
        self.encoding = encoding
        Handler.__init__(self)
        self.stream = None if delay else open(filename, mode, encoding=encoding)

    def emit(self, record):
        if self.stream is None:
            self.stream = open(self.baseFilename, self.mode, encoding=self.encoding)
        StreamHandler.emit(self, record)

    def close(self):
        if self.stream is not None:
            self.stream.close()
            self.stream = None

    def __repr__(self):
        return "<%s %s (%s)>" % (self.__class__.__name__, self.baseFilename, getLevelName(self.level))

class NullHandler(Handler):
    """This handler does nothing."""
    def handle(self, record):
        pass
    def emit(self, record):
        pass

class _StderrHandler(StreamHandler):
    def __init__(self, level=NOTSET):
        Handler.__init__(self, level)
    @property
    def stream(self):
        return _sys.stderr

lastResort = _StderrHandler(WARNING)
raiseExceptions = True
_disable = [NOTSET]
_loggers = {}

class Logger(Filterer):
    """Instances of the Logger class represent a single logging channel."""
    def __init__(self, name, level=NOTSET):
        Filterer.__init__(self)
        self.name = name
        self.level = _checkLevel(level)
        self.propagate = True
        self.handlers = []
        self.disabled = False

    @property
    def parent(self):
        if self.name == "root":
            return None
        name = self.name
        while "." in name:
            name = name.rpartition(".")[0]
            if name in _loggers:
                return _loggers[name]
        return root

    def setLevel(self, level):
        self.level = _checkLevel(level)

    def getEffectiveLevel(self):
        logger = self
        while logger:
            if logger.level:
                return logger.level
            logger = logger.parent
        return NOTSET

    def isEnabledFor(self, level):
        if self.disabled:
            return False
        if _disable[0] >= level:
            return False
        return level >= self.getEffectiveLevel()

    def getChild(self, suffix):
        if self is not root:
            suffix = ".".join((self.name, suffix))
        return getLogger(suffix)

    def debug(self, msg, *args, **kwargs):
        if self.isEnabledFor(DEBUG):
            self._log(DEBUG, msg, args, **kwargs)

    def info(self, msg, *args, **kwargs):
        if self.isEnabledFor(INFO):
            self._log(INFO, msg, args, **kwargs)

    def warning(self, msg, *args, **kwargs):
        if self.isEnabledFor(WARNING):
            self._log(WARNING, msg, args, **kwargs)

    def warn(self, msg, *args, **kwargs):
        self.warning(msg, *args, **kwargs)

    def error(self, msg, *args, **kwargs):
        if self.isEnabledFor(ERROR):
            self._log(ERROR, msg, args, **kwargs)

    def exception(self, msg, *args, exc_info=True, **kwargs):
        self.error(msg, *args, exc_info=exc_info, **kwargs)

    def critical(self, msg, *args, **kwargs):
        if self.isEnabledFor(CRITICAL):
            self._log(CRITICAL, msg, args, **kwargs)

    fatal = critical

    def log(self, level, msg, *args, **kwargs):
        if not isinstance(level, int):
            if raiseExceptions:
                raise TypeError("level must be an integer")
            return
        if self.isEnabledFor(level):
            self._log(level, msg, args, **kwargs)

    def _log(self, level, msg, args, exc_info=None, extra=None, stack_info=False, stacklevel=1):
        if stack_info:
            raise NotImplementedError("logging: stack_info=True is not supported by cudalab")
        if exc_info:
            if isinstance(exc_info, BaseException):
                exc_info = (type(exc_info), exc_info, None)
            elif not isinstance(exc_info, tuple):
                exc = _cudalab_inspect.current_exception()
                exc_info = (type(exc), exc, None) if exc is not None else (None, None, None)
        record = LogRecord(self.name, level, "", 0, msg, args, exc_info)
        if extra is not None:
            for key in extra:
                if key in ("message", "asctime") or key in record.__dict__:
                    raise KeyError("Attempt to overwrite %r in LogRecord" % key)
                setattr(record, key, extra[key])
        self.handle(record)

    def handle(self, record):
        if not self.disabled and self.filter(record):
            self.callHandlers(record)

    def addHandler(self, hdlr):
        if hdlr not in self.handlers:
            self.handlers.append(hdlr)

    def removeHandler(self, hdlr):
        if hdlr in self.handlers:
            self.handlers.remove(hdlr)

    def hasHandlers(self):
        c = self
        while c:
            if c.handlers:
                return True
            if not c.propagate:
                return False
            c = c.parent
        return False

    def callHandlers(self, record):
        c = self
        found = 0
        while c:
            for hdlr in c.handlers:
                found = found + 1
                if record.levelno >= hdlr.level:
                    hdlr.handle(record)
            if not c.propagate:
                c = None
            else:
                c = c.parent
        if found == 0 and lastResort:
            if record.levelno >= lastResort.level:
                lastResort.handle(record)

    def __repr__(self):
        return "<%s %s (%s)>" % (self.__class__.__name__, self.name, getLevelName(self.getEffectiveLevel()))

class RootLogger(Logger):
    def __init__(self, level):
        Logger.__init__(self, "root", level)

root = RootLogger(WARNING)
Logger.root = root

def getLogger(name=None):
    """Return a logger with the specified name, creating it if necessary."""
    if not name or isinstance(name, str) and name == root.name:
        return root
    if not isinstance(name, str):
        raise TypeError("A logger name must be a string")
    logger = _loggers.get(name)
    if logger is None:
        logger = Logger(name)
        _loggers[name] = logger
    return logger

def basicConfig(**kwargs):
    """Do basic configuration for the logging system."""
    force = kwargs.pop("force", False)
    encoding = kwargs.pop("encoding", None)
    errors = kwargs.pop("errors", "backslashreplace")
    if force:
        for h in root.handlers[:]:
            root.removeHandler(h)
            h.close()
    if len(root.handlers) == 0:
        handlers = kwargs.pop("handlers", None)
        if handlers is None:
            if "stream" in kwargs and "filename" in kwargs:
                raise ValueError("'stream' and 'filename' should not be specified together")
        else:
            if "stream" in kwargs or "filename" in kwargs:
                raise ValueError("'stream' or 'filename' should not be specified together with 'handlers'")
        if handlers is None:
            filename = kwargs.pop("filename", None)
            mode = kwargs.pop("filemode", "a")
            if filename:
                h = FileHandler(filename, mode, encoding=encoding)
            else:
                stream = kwargs.pop("stream", None)
                h = StreamHandler(stream)
            handlers = [h]
        dfs = kwargs.pop("datefmt", None)
        style = kwargs.pop("style", "%")
        if style not in ("%", "{", "$"):
            raise ValueError("Style must be one of: %s" % ",".join(("%", "{", "$")))
        fs = kwargs.pop("format", {"%": BASIC_FORMAT, "{": "{levelname}:{name}:{message}", "$": "${levelname}:${name}:${message}"}[style])
        fmt = Formatter(fs, dfs, style)
        for h in handlers:
            if h.formatter is None:
                h.setFormatter(fmt)
            root.addHandler(h)
        level = kwargs.pop("level", None)
        if level is not None:
            root.setLevel(level)
        if kwargs:
            keys = ", ".join(kwargs.keys())
            raise ValueError("Unrecognised argument(s): %s" % keys)

def critical(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.critical(msg, *args, **kwargs)

fatal = critical

def error(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.error(msg, *args, **kwargs)

def exception(msg, *args, exc_info=True, **kwargs):
    error(msg, *args, exc_info=exc_info, **kwargs)

def warning(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.warning(msg, *args, **kwargs)

def warn(msg, *args, **kwargs):
    warning(msg, *args, **kwargs)

def info(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.info(msg, *args, **kwargs)

def debug(msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.debug(msg, *args, **kwargs)

def log(level, msg, *args, **kwargs):
    if len(root.handlers) == 0:
        basicConfig()
    root.log(level, msg, *args, **kwargs)

def disable(level=CRITICAL):
    """Disable all logging calls of severity 'level' and below."""
    _disable[0] = level

def shutdown(handlerList=None):
    for h in root.handlers:
        h.flush()

def getLoggerClass():
    return Logger

def captureWarnings(capture):
    raise NotImplementedError("logging.captureWarnings() is not supported by cudalab")

def setLoggerClass(klass):
    raise NotImplementedError("logging.setLoggerClass() is not supported by cudalab")
"#;

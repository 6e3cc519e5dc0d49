;;; e2e.el --- Drives Eglot in batch Emacs against the real gamerec server  -*- lexical-binding: t -*-

;; For tests/tests/editor_emacs.rs. Run: emacs --batch -Q -l e2e.el
;; Environment:
;;   GAMEREC_CONFIG  the Emacs configuration from docs/editors.md, loaded as a user would
;;   GAMEREC_CASES   a JSON file: { files: [ { path, mode, code, line, character, severity,
;;                   hover: { line, character, contains }, formatted,
;;                   fix: the start of a quick fix's title, or null } ] }
;; Prints one `ok' or `FAIL' line per check, then `RESULT PASS' or `RESULT FAIL n', and exits
;; with status 0 or n.

;; -Q skips site-lisp, where Debian's elpa-eglot is found: point package.el at it.
(require 'package)
(add-to-list 'package-directory-list "/usr/share/emacs/site-lisp/elpa")
(package-initialize)
(require 'cl-lib)
(require 'json)
(require 'flymake)

(defconst e2e-wait-seconds 20)
(defvar e2e-failures 0)

(defun e2e-out (format-string &rest args)
  (princ (concat (apply #'format format-string args) "\n")))

(defun e2e-check (ok what)
  (e2e-out "%s %s" (if ok "ok  " "FAIL") what)
  (unless ok (cl-incf e2e-failures))
  ok)

(defun e2e-wait (predicate)
  "Wait until PREDICATE holds or the wait runs out; return its last value."
  (let ((deadline (+ (float-time) e2e-wait-seconds))
        value)
    (while (and (not (setq value (funcall predicate))) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    value))

(defun e2e-read-cases (path)
  (let ((json-object-type 'alist) (json-array-type 'list) (json-key-type 'symbol))
    (json-read-file path)))

(defun e2e-position (line character)
  "The buffer position of 0-based LINE and CHARACTER (the fixtures are ASCII)."
  (save-excursion
    (goto-char (point-min))
    (forward-line line)
    (forward-char character)
    (point)))

(defun e2e-severity (diagnostic)
  (pcase (flymake-diagnostic-type diagnostic)
    ('eglot-error "error")
    ('eglot-warning "warning")
    (_ "other")))

(defun e2e-describe (diagnostic)
  (let ((beg (flymake-diagnostic-beg diagnostic)))
    (format "%d:%d/%s %s"
            (1- (line-number-at-pos beg))
            (save-excursion (goto-char beg) (current-column))
            (e2e-severity diagnostic)
            (flymake-diagnostic-text diagnostic))))

(defun e2e-check-file (file)
  (let* ((path (alist-get 'path file))
         (name (file-name-nondirectory path))
         (expected-at (format "%d:%d/%s" (alist-get 'line file) (alist-get 'character file)
                              (alist-get 'severity file)))
         server)
    (find-file path)
    (e2e-check (eq major-mode (intern (alist-get 'mode file)))
               (format "%s: major mode %s" name major-mode))
    ;; eglot-ensure waits for the end of a command, which batch Emacs never reaches.
    (run-hooks 'post-command-hook)
    (setq server (e2e-wait #'eglot-current-server))
    (when (e2e-check server (format "%s: Eglot connected" name))
      (flymake-start)
      (let (seen)
        (e2e-check
         (e2e-wait (lambda ()
                     (setq seen (mapcar #'e2e-describe (flymake-diagnostics)))
                     (cl-some (lambda (description)
                                (and (string-prefix-p (concat expected-at " ") description)
                                     (string-match-p (regexp-quote (alist-get 'code file))
                                                     description)))
                              seen)))
         (format "%s: flymake shows %s at %s (got %S)" name (alist-get 'code file)
                 expected-at seen)))
      (let ((fix (alist-get 'fix file)))
        ;; Asked for explicitly, as `eglot-code-actions' does: the server sends whole code
        ;; actions, because Eglot says it takes them.
        (when (stringp fix)
          (let* ((line (alist-get 'line file))
                 (character (alist-get 'character file))
                 (actions
                  (jsonrpc-request
                   server :textDocument/codeAction
                   (list :textDocument (eglot--TextDocumentIdentifier)
                         :range (list :start (list :line line :character character)
                                      :end (list :line line :character (1+ character)))
                         :context (list :diagnostics [] :triggerKind 1))))
                 (titles (mapcar (lambda (action) (plist-get action :title)) actions)))
            (e2e-check
             (cl-some (lambda (action)
                        (and (string-prefix-p fix (plist-get action :title))
                             (equal (plist-get action :kind) "quickfix")
                             (plist-get action :edit)
                             (not (stringp (plist-get action :command)))))
                      actions)
             (format "%s: a quick fix %S... with its edit (got %S)" name fix titles)))))
      (let* ((hover (alist-get 'hover file))
             (contents
              (plist-get
               (jsonrpc-request
                server :textDocument/hover
                (list :textDocument (eglot--TextDocumentIdentifier)
                      :position (list :line (alist-get 'line hover)
                                      :character (alist-get 'character hover))))
               :contents))
             (text (if (stringp contents) contents (plist-get contents :value))))
        (e2e-check (and (stringp text)
                        (string-match-p (regexp-quote (alist-get 'contains hover)) text))
                   (format "%s: hover has %S (got %S)" name (alist-get 'contains hover) text)))
      (let ((before (buffer-string)))
        (eglot-format-buffer)
        (e2e-check (and (not (equal (buffer-string) before))
                        (equal (buffer-string) (alist-get 'formatted file)))
                   (format "%s: formatted as gamerec fmt does (got %S)" name
                           (buffer-string)))))
    server))

(defun e2e-main ()
  (load (getenv "GAMEREC_CONFIG") nil t)
  (setq eglot-sync-connect e2e-wait-seconds)
  ;; The settings the server reads from its `gamerec' section.
  (setq-default eglot-workspace-configuration
                '((:gamerec . (:severity (:sgf/occupied-point "warning")))))
  (let* ((cases (e2e-read-cases (getenv "GAMEREC_CASES")))
         (servers (delq nil (mapcar #'e2e-check-file (alist-get 'files cases)))))
    (dolist (server (delete-dups servers))
      (eglot-shutdown server)
      (e2e-check (not (jsonrpc-running-p server))
                 (format "%s shut down" (jsonrpc-name server))))))

(condition-case err
    (e2e-main)
  (error (e2e-out "ERROR %S" err) (cl-incf e2e-failures)))
(e2e-out (if (zerop e2e-failures) "RESULT PASS" (format "RESULT FAIL %d" e2e-failures)))
(kill-emacs (min e2e-failures 99))
